"""An independent check of finq's discrete quarters, from the SEC's companyfacts JSON alone.

Written from what companyfacts holds (each fact: start, end, val, accn, fy, fp, form, filed), not
from finq's code. For every us-gaap element in USD that has year-to-date facts (six or nine
months), every three-month fact of a second, third or fourth fiscal quarter is held out and
derived from the year-to-date facts around it:

    quarter (s, e) = value(S, e) - value(S, s - 1)

where S is the start of the fiscal year the quarter lies in (where year-to-date and annual facts
start); for a second quarter (S, s - 1) is the first quarter's three months. Each period's value is
the latest periodic report's (10-K, 10-Q and their amendments) that reports it; the part
subtracted, (S, s - 1), as the latest report filed on or before the total's filing day reported it
(one vintage), or the latest when none was filed by then. Dates may miss by
TOLERANCE days (a mistyped start). Prints, per file and in total, how many quarters were asked
for, derived, agreed and disagreed, and how many could not be derived; then every disagreement.

Usage: quarters_reader.py [--elements FILE] COMPANYFACTS.json[.gz] ...
  --elements FILE   only the elements FILE lists (one a line, `#` comments)
"""

import datetime
import decimal
import gzip
import json
import sys

TOLERANCE = 3
FORMS = {"10-K", "10-Q", "10-K/A", "10-Q/A", "10-KT", "10-QT", "10-KT/A", "10-QT/A"}


def day(text):
    try:
        return datetime.date.fromisoformat(text[:10]).toordinal()
    except ValueError:
        return None


def load(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rb") as f:
        return json.load(f, parse_float=decimal.Decimal, parse_int=decimal.Decimal)


def every(facts):
    """(start, end) -> every periodic report's fact of it."""
    out = {}
    for f in facts:
        if "start" not in f or f.get("form") not in FORMS:
            continue
        s, e = day(f["start"]), day(f["end"])
        if s is not None and e is not None and e >= s:
            out.setdefault((s, e), []).append(f)
    return out


def latest(facts):
    """(start, end) -> fact of the latest filing (date, then accession, then value text)."""
    chosen = {}
    for f in facts:
        if "start" not in f or f.get("form") not in FORMS:
            continue
        s, e = day(f["start"]), day(f["end"])
        if s is None or e is None or e < s:
            continue
        key = (s, e)
        rank = (f.get("filed", ""), f["accn"], str(f["val"]))
        old = chosen.get(key)
        if old is None or (old.get("filed", ""), old["accn"], str(old["val"])) <= rank:
            chosen[key] = f
    return chosen


def within(n, lo, hi):
    return lo - TOLERANCE <= n <= hi + TOLERANCE


def quarter_number(length):
    """2, 3 or 4 for six months, nine months, a year (days, both ends counted)."""
    for n, (lo, hi) in ((2, (168, 196)), (3, (252, 294)), (4, (364, 371))):
        if within(length, lo, hi):
            return n
    return None


def check(element, periods, same_year=0, history=None):
    """Comparisons of one element: (asked, agreed, disagreements, refused).

    same_year: year-to-date starts within this many days of the latest one before a quarter are
    one fiscal year's, and the quarter is counted from the one that makes it a whole number of
    quarters into the year. history: every report's facts of each period (`every`), for the part
    subtracted as it stood on the total's filing day (the data sets round a 52-53-week filer's dates to month ends, so one
    year's six months and annual figures may start a month apart)."""
    ytd_starts = sorted({s for (s, e) in periods if quarter_number(e - s + 1)})
    if not any(quarter_number(e - s + 1) in (2, 3) for (s, e) in periods):
        return 0, 0, [], 0
    # Each quarter (its year's start and its number) is asked once: where filings give it two
    # three-month periods (a mistyped end), the one a year-to-date period also ends on.
    asked_for = {}
    for (s, e), f in sorted(periods.items()):
        if not within(e - s + 1, 84, 98):
            continue
        if any(abs(s - y) <= TOLERANCE for y in ytd_starts):
            continue  # a first quarter: its three months are its year to date
        # The year it lies in: the latest year-to-date start before it, not a year before its end.
        years = [y for y in ytd_starts if y < s and e - y + 1 <= 371 + TOLERANCE]
        if not years:
            continue
        start = max(years)
        n = quarter_number(e - start + 1)
        for other in sorted(y for y in years if start - y <= same_year):
            if n is None and quarter_number(e - other + 1):
                start, n = other, quarter_number(e - other + 1)
        if n is None:
            continue
        ends_a_ytd = any(pe == e and abs(ps - start) <= TOLERANCE for (ps, pe) in periods if pe - ps + 1 > 98)
        rank = (ends_a_ytd, f.get("filed", ""), f["accn"])
        if (start, n) not in asked_for or asked_for[(start, n)][0] < rank:
            asked_for[(start, n)] = (rank, s, e, f)
    asked = agreed = refused = 0
    disagreements = []
    for (start, n), (_, s, e, f) in sorted(asked_for.items()):
        asked += 1

        def pick(end, number):
            found = []
            for (ps, pe), pf in periods.items():
                if pe != end or abs(ps - start) > TOLERANCE:
                    continue
                length = pe - ps + 1
                if (number == 1 and within(length, 84, 98)) or (number > 1 and quarter_number(length) == number):
                    found.append(((ps == start), pf.get("filed", ""), pf["accn"], pf))
            return max(found, key=lambda t: t[:3])[3] if found else None

        total = pick(e, n)
        less = pick(s - 1, n - 1)
        if total is None or less is None:
            refused += 1
            continue
        if history is not None:
            key = (day(less["start"]), day(less["end"]))
            then = [g for g in history.get(key, []) if g.get("filed", "") <= total.get("filed", "")]
            if then:
                less = max(then, key=lambda g: (g.get("filed", ""), g["accn"], str(g["val"])))
        derived = total["val"] - less["val"]
        if derived == f["val"]:
            agreed += 1
        else:
            disagreements.append(
                f"{element} Q{n} {f['start']}..{f['end']} derived {derived} filed {f['val']} "
                f"(three months {f['accn']} filed {f.get('filed')}; {total['start']}..{total['end']} {total['val']} "
                f"{total['accn']}; less {less['start']}..{less['end']} {less['val']} {less['accn']})"
            )
    return asked, agreed, disagreements, refused


def main(args):
    only = None
    if args[:1] == ["--elements"]:
        with open(args[1]) as f:
            only = {line.strip() for line in f if line.strip() and not line.startswith("#")}
        args = args[2:]
    paths = args
    totals = [0, 0, 0, 0, 0]
    lines = []
    for path in paths:
        doc = load(path)
        gaap = doc.get("facts", {}).get("us-gaap", {})
        counts = [0, 0, 0, 0, 0]
        for element in sorted(gaap):
            if only is not None and element not in only:
                continue
            facts = gaap[element].get("units", {}).get("USD", [])
            asked, agreed, disagreements, refused = check(element, latest(facts), history=every(facts))
            counts[0] += asked
            counts[1] += asked - refused
            counts[2] += agreed
            counts[3] += len(disagreements)
            counts[4] += refused
            lines += [f"disagreement: {doc.get('entityName')}: {d}" for d in disagreements]
        name = path.rsplit("/", 1)[-1]
        print(f"{name}: asked {counts[0]} derived {counts[1]} agree {counts[2]} disagree {counts[3]} refused {counts[4]}")
        totals = [a + b for a, b in zip(totals, counts)]
    print(f"total: asked {totals[0]} derived {totals[1]} agree {totals[2]} disagree {totals[3]} refused {totals[4]}")
    for line in lines:
        print(line)


if __name__ == "__main__":
    main(sys.argv[1:])
