"""The independent reader of tests/it/bulk_screen.rs's `--as-of` test: Python's standard library
over the SEC's text (sub.txt and num.txt of the zip), not finq's code, selects each filer's value
of an element for a calendar quarter as known on a day, by the rule GUIDE.md states, and compares
it with what `finq screen ELEMENT --period P --as-of DATE -f json` printed.

    screen_as_of.py ZIP ELEMENT YEAR QUARTER DATE FINQ_JSON

The rule: a filing counts for the calendar quarter when the month before its `period` (a month end)
is in that quarter; its form is a 10-K, 20-F or 40-F or a 10-Q (and their amendments); it was
accepted on or before DATE (the SEC's clock). Its value is the num row of the element with
`ddate` = `period`, `qtrs` 1, no segments, no co-registrant, a value; the standard taxonomy's tag
before a filer's own (version = the accession), then USD, then the file's order. Each filer: its
latest accepted filing with such a value (ties by accession). Prints how many filers agree, and
exits 1 on any difference.
"""

import io
import json
import sys
import zipfile
from decimal import Decimal


def table(z, name):
    text = io.TextIOWrapper(z.open(name), encoding="utf-8", newline="")
    header = text.readline().rstrip("\r\n").split("\t")
    for line in text:
        fields = line.rstrip("\r\n").split("\t")
        yield dict(zip(header, fields))


def main():
    zip_path, element, year, quarter, day, finq_json = sys.argv[1:7]
    year, quarter = int(year), int(quarter)
    z = zipfile.ZipFile(zip_path)
    filings = {}
    for s in table(z, "sub.txt"):
        y, m = int(s["period"][:4]), int(s["period"][4:6])
        y, m = (y - 1, 12) if m == 1 else (y, m - 1)
        form = s["form"]
        admitted = form.startswith(("10-K", "20-F", "40-F", "10-Q"))
        # accepted is "2009-08-07 09:10:00.0": its day, compared as text.
        if y == year and (m - 1) // 3 + 1 == quarter and admitted and s["accepted"][:10] <= day:
            filings[s["adsh"]] = s
    best_value = {}
    for order, n in enumerate(table(z, "num.txt")):
        f = filings.get(n["adsh"])
        if f is None or n["tag"] != element or n["ddate"] != f["period"] or n["qtrs"] != "1":
            continue
        if n.get("segments") or n["coreg"] or n["value"] == "":
            continue
        rank = (n["version"] == n["adsh"], n["uom"] != "USD", order)
        if n["adsh"] not in best_value or rank < best_value[n["adsh"]][0]:
            best_value[n["adsh"]] = (rank, Decimal(n["value"]))
    chosen = {}
    for adsh, (_, value) in best_value.items():
        f = filings[adsh]
        key = (f["accepted"], adsh)
        cik = int(f["cik"])
        if cik not in chosen or key > chosen[cik][0]:
            chosen[cik] = (key, adsh, value)
    with open(finq_json, encoding="utf-8") as fh:
        doc = json.load(fh, parse_float=Decimal, parse_int=Decimal)
    got = {int(v["cik"]): (v["accession_number"], Decimal(v["value"])) for v in doc["values"]}
    want = {cik: (adsh, value) for cik, (_, adsh, value) in chosen.items()}
    differ = [(c, want.get(c), got.get(c)) for c in sorted(set(want) | set(got)) if want.get(c) != got.get(c)]
    print(f"{day}: {len(want)} filers, {len(got)} from finq, {len(differ)} differences")
    for d in differ[:10]:
        print("  ", d)
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
