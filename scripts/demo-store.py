#!/usr/bin/env python3
"""The demo's store: the fixture quarters' data sets cut to a few companies, written to demo/store/.

    scripts/demo-store.py          writes demo/store/{2009q3,2010q1,2010q2}.zip and company_tickers.json

Each zip holds the filings of the companies below exactly as the SEC's data set has them: their
sub.txt, num.txt and pre.txt lines byte for byte, in the data set's order, and the tag.txt lines
of the tags those lines use. The ticker list is the real one's entries for the same companies. The
test `sources::demo::store::tests::the_demo_store_is_the_data_sets_lines` checks every line against the fixtures, so a
change here without a rerun fails it. Standard library only; run from anywhere.
"""

import gzip
import json
import pathlib
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
QUARTERS = ["2009q3", "2010q1", "2010q2"]

# Large filers of every template finq reads: general companies, banks, a broker, card issuers, an
# insurer, REITs, utilities, and foreign filers with a 20-F (yen).
CIKS = [
    320193,  # Apple
    789019,  # Microsoft
    104169,  # Walmart
    34088,  # Exxon Mobil
    93410,  # Chevron
    1288776,  # Google
    51143,  # IBM
    50863,  # Intel
    858877,  # Cisco
    1341439,  # Oracle
    40545,  # General Electric
    200406,  # Johnson & Johnson
    1800,  # Abbott
    80424,  # Procter & Gamble
    21344,  # Coca-Cola
    77476,  # PepsiCo
    63908,  # McDonald's
    27419,  # Target
    18230,  # Caterpillar
    66740,  # 3M
    12927,  # Boeing
    732717,  # AT&T
    1166691,  # Comcast
    97745,  # Thermo Fisher
    1403161,  # Visa
    72971,  # Wells Fargo (bank)
    19617,  # JPMorgan Chase (bank)
    886982,  # Goldman Sachs (broker)
    4962,  # American Express (card issuer)
    1364742,  # BlackRock
    1099219,  # MetLife (insurer)
    1063761,  # Simon Property Group (REIT)
    899689,  # Vornado (REIT)
    92122,  # Southern Company (utility)
    1326160,  # Duke Energy (utility)
    1109357,  # Exelon (utility)
    715153,  # Honda (20-F)
    313838,  # Sony (20-F)
]

# Fixed entry times, so that a rerun over the same lines writes the same names and dates.
STAMP = (2010, 7, 1, 0, 0, 0)


def lines(archive, name):
    return archive.read(name).split(b"\n")


def column(header, name):
    return header.split(b"\t").index(name.encode())


def cut(quarter, out):
    source = zipfile.ZipFile(ROOT / "tests/fixtures/fsds" / f"{quarter}.zip")
    sub = lines(source, "sub.txt")
    adsh_at, cik_at = column(sub[0], "adsh"), column(sub[0], "cik")
    wanted = {str(c).encode() for c in CIKS}
    kept_sub = [sub[0]] + [l for l in sub[1:] if l and l.split(b"\t")[cik_at] in wanted]
    filings = {l.split(b"\t")[adsh_at] for l in kept_sub[1:]}
    tables = {"sub.txt": kept_sub}
    used = set()
    for name in ("num.txt", "pre.txt"):
        rows = lines(source, name)
        at = column(rows[0], "adsh")
        tag_at, version_at = column(rows[0], "tag"), column(rows[0], "version")
        kept = [rows[0]]
        for l in rows[1:]:
            fields = l.split(b"\t")
            if l and fields[at] in filings:
                kept.append(l)
                used.add((fields[tag_at], fields[version_at]))
        tables[name] = kept
    tags = lines(source, "tag.txt")
    tag_at, version_at = column(tags[0], "tag"), column(tags[0], "version")
    tables["tag.txt"] = [tags[0]] + [
        l for l in tags[1:] if l and (l.split(b"\t")[tag_at], l.split(b"\t")[version_at]) in used
    ]
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for name in ("sub.txt", "num.txt", "pre.txt", "tag.txt"):
            info = zipfile.ZipInfo(name, STAMP)
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, b"\n".join(tables[name]) + b"\n")
    return len(kept_sub) - 1


def main():
    dest = ROOT / "demo/store"
    dest.mkdir(parents=True, exist_ok=True)
    for quarter in QUARTERS:
        n = cut(quarter, dest / f"{quarter}.zip")
        print(f"{quarter}: {n} filings")
    every = json.load(gzip.open(ROOT / "tests/fixtures/edgar-real/tickers/company_tickers.edgarkit.json.gz"))
    kept = [e for e in every.values() if e["cik_str"] in CIKS]
    (dest / "company_tickers.json").write_text(
        json.dumps({str(i): e for i, e in enumerate(kept)}, separators=(",", ":")) + "\n"
    )
    print(f"company_tickers.json: {len(kept)} tickers")


if __name__ == "__main__":
    main()
