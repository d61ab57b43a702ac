"""The customer quote: its document and the facts it states about each option."""
