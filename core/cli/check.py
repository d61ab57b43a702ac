"""``rigwright check``: the rules' verdicts on a SKU or a build file and, with ``--fixes``,
the smallest fixes of a build that breaks an error rule."""

from __future__ import annotations

import argparse
from typing import TextIO

from rigwright.core.cli.inputs import EXIT_OK, UsageError, open_catalog, read_json_file
from rigwright.core.cli.output import print_table, write_json


def run_check(args: argparse.Namespace, out: TextIO) -> int:
    """``rigwright check``: the rules' verdicts on a SKU or a build file; exit 0 whatever they
    say, 2 for an unknown SKU or an unreadable or invalid build file."""
    from rigwright.core.build.fix_market import fix_choices
    from rigwright.core.build.model import BuildError, build_from_json, build_from_sku
    from rigwright.core.build.rules import check_build, parse_site
    from rigwright.core.cli.market import command_market, market_json, market_line, market_verdicts

    try:
        site = parse_site(args.site)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    catalog = open_catalog(args)
    market, source = command_market(args)
    if args.sku is not None:
        try:
            build = build_from_sku(catalog.sku(args.sku), catalog)
        except KeyError as exc:
            raise UsageError(f"sku: {exc.args[0]}") from None
    else:
        build_data = read_json_file(args.build, "build")
        try:
            build = build_from_json(build_data, catalog)
        except BuildError as exc:
            raise UsageError(f"{args.build}: {exc}") from None
    rule_verdicts = check_build(build, catalog, site)
    verdicts = [*rule_verdicts, *market_verdicts(build, catalog, market)]
    fixes = []
    if args.fixes:
        from rigwright.core.build.fixes import minimal_fixes

        # The fixes choose among what the market sells (and cards a workstation takes); the
        # build's own items stay, so that it can still be checked.
        fixes = minimal_fixes(build, fix_choices(build, catalog, market), site)
    if args.json:
        data: dict[str, object] = {
            "market": market_json(market, source),
            "verdicts": [v.as_json() for v in verdicts],
        }
        if args.fixes:
            data["fixes"] = [f.as_json() for f in fixes]
        write_json(data, out)
        return EXIT_OK
    print(build.label or args.build or "", file=out)
    print(market_line(market, source), file=out)
    print_table(
        [[v.severity, v.rule, v.message, v.fix] for v in verdicts],
        ["Severity", "Rule", "Verdict", "Fix"],
        out,
        right=set(),
    )
    counts: dict[str, int] = {}
    for v in verdicts:
        counts[v.severity] = counts.get(v.severity, 0) + 1
    print(
        f"{len(verdicts)} verdict{'' if len(verdicts) == 1 else 's'}"
        + (": " if counts else "")
        + ", ".join(f"{n} {s}" for s, n in counts.items()),
        file=out,
    )
    if args.fixes:
        # The fixes mend the rules' errors; an item the market does not sell is replaced by
        # hand (its verdict names what is sold there).
        if not any(v.severity == "error" for v in rule_verdicts):
            print("Fixes: none needed (no error of the rules)", file=out)
        elif not fixes:
            print("Fixes: no change of up to three parts fixes every error", file=out)
        else:
            print("Fixes (fewest changed parts, then the smallest price change):", file=out)
            for n, fix in enumerate(fixes, start=1):
                print(f"  {n}. {fix.text}  ({fix.price_change_label})", file=out)
    return EXIT_OK
