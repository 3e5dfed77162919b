"""An independent reader of a filing's own figures for `finq ratios` (tests/it/ratios.rs): the
SEC's num.txt and sub.txt in a data set's zip, read with Python's standard library (not finq's
code), Apple's ratios computed with Python's exact decimals from the elements its 10-Q files.

usage: ratios_reader.py ZIP ADSH  ->  JSON {ratio: value as text} on stdout
"""
import csv
import io
import json
import sys
import zipfile
from decimal import ROUND_HALF_UP, Decimal

zip_path, adsh = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(zip_path) as z:
    sub = {r["adsh"]: r for r in csv.DictReader(io.TextIOWrapper(z.open("sub.txt"), "utf-8"), delimiter="\t")}
    period = sub[adsh]["period"]
    facts = {}
    for r in csv.DictReader(io.TextIOWrapper(z.open("num.txt"), "utf-8"), delimiter="\t", quoting=csv.QUOTE_NONE):
        # The consolidated entity's figures at the balance-sheet date, in dollars.
        if r["adsh"] != adsh or r["segments"] or r["coreg"] or r["ddate"] != period or r["uom"] != "USD":
            continue
        facts[(r["tag"], int(r["qtrs"]))] = Decimal(r["value"])


def f(tag, qtrs):
    return facts[(tag, qtrs)]


def ratio(a, b):
    # Six places, rounded half away from zero (ROUND_HALF_UP is away from zero in Python).
    q = (a / b).quantize(Decimal("0.000001"), rounding=ROUND_HALF_UP)
    return text(q)


def text(d):
    t = format(d.normalize(), "f")
    return t


revenue, net = f("SalesRevenueNet", 1), f("NetIncomeLoss", 1)
out = {
    "GrossMargin": ratio(f("GrossProfit", 1), revenue),
    "OperatingMargin": ratio(f("OperatingIncomeLoss", 1), revenue),
    "NetMargin": ratio(net, revenue),
    "ReturnOnAssets": ratio(net, f("Assets", 0)),
    "ReturnOnEquity": ratio(net, f("StockholdersEquity", 0)),
    "ReturnOnEquityAnnualized": ratio(net * 4, f("StockholdersEquity", 0)),
    "CurrentRatio": ratio(f("AssetsCurrent", 0), f("LiabilitiesCurrent", 0)),
    "QuickRatio": ratio(f("AssetsCurrent", 0) - f("InventoryNet", 0), f("LiabilitiesCurrent", 0)),
    "AssetTurnover": ratio(revenue, f("Assets", 0)),
    "FreeCashFlow": text(
        f("NetCashProvidedByUsedInOperatingActivities", 3) - f("PaymentsToAcquireProductiveAssets", 3)
    ),
}
json.dump(out, sys.stdout)
