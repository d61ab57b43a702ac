"""The customer's site: its wall circuits, as the power rules check them (``--site``)."""

from __future__ import annotations

from dataclasses import dataclass

from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text


@dataclass(frozen=True, slots=True)
class Circuit:
    """A wall circuit at the customer's site: nominal voltage (V) and breaker rating (A).

    Usable continuous power is 80 % of ``voltage_v × current_a`` (the continuous-load rule the
    reference notes give: a 15 A / 120 V circuit gives 1,800 W, 1,440 W usable; Lambda,
    "PSU sizes, circuits and headroom" in ../shared/reference/gpus-notes.md).
    """

    voltage_v: int
    current_a: int

    @property
    def usable_w(self) -> int:
        """Continuous power the circuit may carry, W (80 % of V × A)."""
        return self.voltage_v * self.current_a * 8 // 10

    @property
    def label(self) -> str:
        """The circuit in words: "220 V / 10 A"."""
        return f"{self.voltage_v} V / {self.current_a} A"


CIRCUITS: dict[str, Circuit] = {
    "220V/10A": Circuit(220, 10),
    "220V/16A": Circuit(220, 16),
    "230V/10A": Circuit(230, 10),
    "230V/13A": Circuit(230, 13),
    "230V/16A": Circuit(230, 16),
    "120V/15A": Circuit(120, 15),
    "120V/20A": Circuit(120, 20),
    "100V/15A": Circuit(100, 15),
    "240V/30A": Circuit(240, 30),
}
"""Common wall circuits by key (China 220 V and EU 230 V 10 A / 16 A sockets, UK 13 A,
US 15/20 A, Japan 100 V 15 A, a US 240 V/30 A dedicated line). Keys are what ``--site`` and
the window's setting take."""


MAX_CIRCUITS = 8
"""Most separate circuits a site setting may name (one per PSU of the largest builds)."""


@dataclass(frozen=True, slots=True)
class Site:
    """Limits of the customer's site that the rules check against.

    Attributes:
        circuit: the wall circuit each PSU plugs into; None when not known ("cannot check").
        circuits: how many separate circuits of that kind the workstation may use (PSUs are
            spread over them, one PSU per circuit at most until every circuit has one).
    """

    circuit: Circuit | None = None
    circuits: int = 1

    @property
    def label(self) -> str:
        """The site in words: "2 × 220 V / 16 A", "220 V / 10 A" or "circuit not set"."""
        return str(self.label_text)

    @property
    def label_text(self) -> Text | str:
        """:attr:`label` for the window: "circuit not set" is a
        :class:`rigwright.core.text.i18n.Text`, a circuit's figures a plain string."""
        if self.circuit is None:
            return QT_TRANSLATE_NOOP("rules", "circuit not set")
        return (f"{self.circuits} × " if self.circuits > 1 else "") + self.circuit.label


def parse_site(text: str | None) -> Site:
    """A :class:`Site` from "220V/10A", "2x120V/15A" or "" (no circuit set).

    Spaces and case are ignored; "2x" / "2×" says how many separate circuits.

    Raises:
        ValueError: "site: unknown circuit '110V/5A'; choose one of 220V/10A, ..." or a bad
            circuit count.
    """
    raw = (text or "").strip()
    if not raw:
        return Site()
    key = raw.replace(" ", "").replace("×", "x").lower()
    count = 1
    if "x" in key:
        head, _, key = key.partition("x")
        if not head.isdigit() or not 1 <= int(head) <= MAX_CIRCUITS:
            raise ValueError(
                f"site: the number of circuits must be 1 to {MAX_CIRCUITS}, got {head[:20]!r}"
            )
        count = int(head)
    circuit = CIRCUITS.get(key.upper())
    if circuit is None:
        raise ValueError(f"site: unknown circuit {raw[:40]!r}; choose one of {', '.join(CIRCUITS)}")
    return Site(circuit, count)
