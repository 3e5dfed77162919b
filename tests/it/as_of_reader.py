"""The independent reader of tests/it/as_of.rs: Python's standard library over the SEC's text
(sub.txt of each zip), not finq's code, picks each company's 10-Q as the bulk store held it on a
day — the latest filing of form exactly 10-Q (amendments are not counted, as on EDGAR) accepted on
or before DAY, newest by filing date, then acceptance, then accession — and compares it with the
filing each column of `finq compare income … --quarterly --as-of DAY -f json` read.

    as_of_reader.py DAY FINQ_JSON ZIP...

Prints how many companies agree; exits 1 on any difference.
"""

import io
import json
import sys
import zipfile


def main():
    day, finq_json, zips = sys.argv[1], sys.argv[2], sys.argv[3:]
    latest = {}
    for path in zips:
        with zipfile.ZipFile(path) as z:
            text = io.TextIOWrapper(z.open("sub.txt"), encoding="utf-8", newline="")
            header = text.readline().rstrip("\r\n").split("\t")
            for line in text:
                s = dict(zip(header, line.rstrip("\r\n").split("\t")))
                if s["form"] != "10-Q" or s["accepted"][:10] > day:
                    continue
                key = (s["filed"], s["accepted"], s["adsh"])
                cik = s["cik"]
                if cik not in latest or key > latest[cik]:
                    latest[cik] = key
    with open(finq_json, encoding="utf-8") as f:
        doc = json.load(f)
    got = {c["cik"]: c["accession_number"] for c in doc["columns"]}
    failed = {e.get("ticker") or e.get("subject"): e for e in doc.get("errors", [])}
    differ = []
    for cik, adsh in got.items():
        want = latest.get(cik)
        if want is None or want[2] != adsh:
            differ.append((cik, want and want[2], adsh))
    # A company with no such filing by that day is one finq says it has none of.
    for cik, e in failed.items():
        if cik in latest and "accepted on or before" in json.dumps(e):
            differ.append((cik, latest[cik][2], "none"))
    none = sum(1 for e in failed.values() if "accepted on or before" in json.dumps(e))
    print(f"{day}: {len(got)} companies agree or differ, {len(differ)} differences, {none} with no filing by then")
    for d in differ[:10]:
        print("  ", d)
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
