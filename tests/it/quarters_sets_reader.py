"""An independent check of finq's discrete quarters on the SEC's Financial Statement Data Sets.

Reads each data set's zip (sub.txt and num.txt, the SEC's tab-separated text) with Python's
standard library, not finq's code or store, and turns every filer's numbers into the facts
companyfacts would give: a us-gaap element's value (version `us-gaap/...`) of the consolidated
entity (no coregistrant, no segments), in USD, of a periodic report (10-K, 10-Q, their amendments,
10-KT, 10-QT), with its period — `ddate` is a month end and `qtrs` whole quarters, so the period
starts on the first day of the month after the one 3 x qtrs months before `ddate`'s — its
accession number, form and filing date. Each filer's elements are then checked as
quarters_reader.py checks a companyfacts file (held-out three-month facts of second, third and
fourth quarters, derived from year-to-date facts), and the counts over every filer printed, then
each filer's element's where a quarter was asked for:

    total: asked N derived N agree N disagree N refused N
    CIK ELEMENT asked N agree N refused N

Two things the data sets hold that companyfacts files did not: a twelve-month figure in a 10-Q is
a trailing twelve months (Amazon's 10-Qs report them), not a fiscal year, so it is left out; and a
52-53-week filer's dates are rounded to month ends, so one fiscal year's six months and annual
figures may start up to a month apart (SAME_YEAR), which quarters_reader.check is told.

Usage: quarters_sets_reader.py --elements FILE DATASET.zip ...
  --elements FILE   the elements to check (one a line, `#` comments)
"""

import collections
import decimal
import io
import os
import sys
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import quarters_reader  # noqa: E402  (the held-out check, written from companyfacts' fields)

SAME_YEAR = 31


def rows(archive, name):
    """The rows of a data set's table as dicts of its header's columns."""
    with archive.open(name) as raw:
        text = io.TextIOWrapper(raw, encoding="utf-8", errors="replace", newline="")
        header = text.readline().rstrip("\r\n").split("\t")
        for line in text:
            fields = line.rstrip("\r\n").split("\t")
            yield dict(zip(header, fields))


def iso(yyyymmdd):
    return f"{yyyymmdd[:4]}-{yyyymmdd[4:6]}-{yyyymmdd[6:8]}"


def start_of(ddate, qtrs):
    """The first day of `qtrs` quarters ending at the month end `ddate` (YYYYMMDD)."""
    months = int(ddate[:4]) * 12 + int(ddate[4:6]) - 1 - 3 * qtrs + 1
    return f"{months // 12:04d}-{months % 12 + 1:02d}-01"


def main(args):
    if args[:1] != ["--elements"]:
        sys.exit(__doc__)
    with open(args[1]) as f:
        only = {line.strip() for line in f if line.strip() and not line.startswith("#")}
    # cik -> element -> facts (companyfacts' fields)
    filers = collections.defaultdict(lambda: collections.defaultdict(list))
    for path in args[2:]:
        archive = zipfile.ZipFile(path)
        filings = {}
        for s in rows(archive, "sub.txt"):
            if s["form"] in quarters_reader.FORMS:
                filings[s["adsh"]] = (s["cik"], s["form"], iso(s["filed"]))
        for n in rows(archive, "num.txt"):
            filing = filings.get(n["adsh"])
            if filing is None or n["tag"] not in only or n["uom"] != "USD" or not n["value"]:
                continue
            if not n["version"].startswith("us-gaap/") or n.get("coreg") or n.get("segments"):
                continue
            qtrs = int(n["qtrs"])
            cik, form, filed = filing
            if qtrs == 0 or (qtrs == 4 and form.startswith("10-Q")):
                continue  # an instant, or a trailing twelve months
            filers[cik][n["tag"]].append(
                {
                    "start": start_of(n["ddate"], qtrs),
                    "end": iso(n["ddate"]),
                    "val": decimal.Decimal(n["value"]),
                    "accn": n["adsh"],
                    "form": form,
                    "filed": filed,
                }
            )
    asked = derived = agreed = disagreed = refused = 0
    lines = []
    for cik in sorted(filers, key=int):
        for element in sorted(filers[cik]):
            facts = filers[cik][element]
            a, g, d, r = quarters_reader.check(
                element, quarters_reader.latest(facts), SAME_YEAR, quarters_reader.every(facts)
            )
            if a:
                lines.append(f"{cik} {element} asked {a} agree {g} refused {r}")
            asked, derived, agreed, disagreed, refused = (
                asked + a,
                derived + a - r,
                agreed + g,
                disagreed + len(d),
                refused + r,
            )
    print(f"total: asked {asked} derived {derived} agree {agreed} disagree {disagreed} refused {refused}")
    for line in lines:
        print(line)


if __name__ == "__main__":
    main(sys.argv[1:])
