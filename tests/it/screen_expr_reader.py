"""The independent computation of tests/it/screen_expressions.rs: a screen of a ratio with conditions
on expressions, from the store's own `sub` and `std` tables read with pyarrow (none of finq's code),
by the rule docs/GUIDE.md states for `screen --standard`.

    screen_expr_reader.py STORE PERIOD  ->  JSON {cik: {"value": GrossMargin, "revenues": Revenues}}

The screen: GrossMargin (GrossProfit / Revenues, Revenues above zero, six places rounded half away
from zero) for a calendar quarter PERIOD (2009Q2) over each filer's latest accepted filing of the
quarter that reports both, where GrossMargin > 0.4 and Revenues > 1000000000 (both in one currency,
the values at the filing's own period: a flow over the quarter, `qtrs` 1). The ranked value is a
pure number, so the condition's amount compares in USD: revenues in another currency leave the
filer out.
"""
import datetime
import glob
import json
import sys
from decimal import ROUND_HALF_UP, Decimal, getcontext

import pyarrow.parquet as pq

getcontext().prec = 60
store, period = sys.argv[1], sys.argv[2]
year, quarter = int(period[:4]), int(period[5])


def of_period(end):
    # The SEC's frames: the quarter of the month before the period's end (a month-end date).
    y, m = (end.year - 1, 12) if end.month == 1 else (end.year, end.month - 1)
    return y == year and (m - 1) // 3 + 1 == quarter


def forms(form):
    return any(form.startswith(f) for f in ("10-K", "20-F", "40-F", "10-Q"))


filings = {}
for path in glob.glob(f"{store}/sub/*/*.parquet"):
    t = pq.read_table(path, columns=["adsh", "cik", "form", "period", "accepted"]).to_pylist()
    for r in t:
        if r["period"] and of_period(r["period"]) and forms(r["form"]):
            filings.setdefault(r["adsh"], r)

values = {}
for path in glob.glob(f"{store}/std/*/*.parquet"):
    cols = ["adsh", "concept", "value", "uom", "ddate", "qtrs"]
    for r in pq.read_table(path, columns=cols).to_pylist():
        f = filings.get(r["adsh"])
        if f is None or r["concept"] not in ("GrossProfit", "Revenues") or r["qtrs"] != 1:
            continue
        if r["ddate"] != f["period"]:
            continue
        values.setdefault(r["adsh"], {}).setdefault(r["concept"], (Decimal(r["value"]), r["uom"]))

best = {}
for adsh, v in values.items():
    if len(v) < 2:
        continue
    f = filings[adsh]
    key = (f["accepted"], adsh)
    if f["cik"] not in best or key > best[f["cik"]][0]:
        best[f["cik"]] = (key, v)

out = {}
for cik, (_, v) in best.items():
    (g, gu), (r, ru) = v["GrossProfit"], v["Revenues"]
    if gu != ru or r <= 0:
        continue
    margin = (g / r).quantize(Decimal("0.000001"), rounding=ROUND_HALF_UP)
    if margin > Decimal("0.4") and ru == "USD" and r > Decimal("1000000000"):
        out[str(cik)] = {"value": format(margin.normalize(), "f"), "revenues": format(r.normalize(), "f")}
json.dump(out, sys.stdout)
