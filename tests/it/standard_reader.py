"""An independent reader of `finq bulk quality QUARTER --detail --format ndjson`: it checks finq's
standardized values and relation checks against the SEC's own text files in the quarter's zip, with
nothing but Python's standard library (no finq code, no store, no pyarrow).

    standard_reader.py ZIP NDJSON

It verifies, for every filing line of NDJSON:
  1. the filing (adsh, cik, form, period, fy, fp) is in sub.txt as written;
  2. every filed value cites exactly one num.txt row (adsh, tag, version, ddate, qtrs, uom, no
     segments, no coreg) whose value equals the cited value and the standardized value (or its
     negation, where a caution says the sign was turned: to the concept's convention, filed below
     zero; or by a relation's own figures, checked in 6b); a filing
     that says `legal_entity` ParentCompany cites its `ParentCompany` rows instead (coreg
     ParentCompany, segments nothing but `LegalEntity=ParentCompany;`, each source's `coreg`
     saying so), and has no consolidated row with a value of any element it cites at its date
     (the legal-entity rule of docs/standard.md);
  3. every derived value solves its relation's formula from its inputs, and the inputs are the
     filing's own values; every summed value (lines presented together, read in place) is the sum
     of its sources, each cited as a filed value's source is (2);
  4. every check's total, sum, difference, outcome and (where it must be false) counted;
  5. the rounding unit, recomputed from all of the filing's num.txt rows in its currency (the
     largest power of ten dividing nine in ten of them);
  6. every failing check's class against what it names: the operand whose other sign (or a
     thousand or million times) makes the relation hold, the term the difference equals, or the
     num.txt row of an element outside the relation that equals the difference;
  6b. every sign turned by a relation's own figures: a term of the relation (not its total), more
     than the rounding unit, the relation holding with the turned value, failing with the filed
     one, and with no other operand of the other sign, not counted; every concept citing the same
     row turned with it.
Exit 0 when everything holds, 1 with the first mismatches on stderr otherwise.
"""

import csv
import decimal
import io
import itertools
import json
import re
import sys
import zipfile
from collections import defaultdict
from decimal import Decimal

# Every sum here must be exact: a precision far beyond any num.txt value, and a trap so that a
# rounded result raises rather than compares equal by accident.
decimal.getcontext().prec = 60
decimal.getcontext().traps[decimal.Inexact] = True
csv.field_size_limit(sys.maxsize)

# A per-share (or per-unit) amount, by its element's name, as docs/standard.md defines it: `Per` followed
# by Share, Basic, Diluted, Outstanding, Unit, Limited or General.
PER_SHARE = re.compile(r"Per(Share|Basic|Diluted|Outstanding|Unit|Limited|General)")

# The rounding unit is a power of ten between 0.0001 (num.txt's four decimals) and 1,000,000.
UNITS = [Decimal(10) ** k for k in range(6, -5, -1)]


def read_table(zf, name):
    """Rows of a tab-separated SEC file as dicts. The files are UTF-8 and unquoted: a `"` in a
    footnote is text, so quoting is off (csv's default would merge lines)."""
    with zf.open(name) as raw:
        text = io.TextIOWrapper(raw, encoding="utf-8", errors="replace", newline="")
        yield from csv.DictReader(text, delimiter="\t", quoting=csv.QUOTE_NONE)


def iso(yyyymmdd):
    return f"{yyyymmdd[0:4]}-{yyyymmdd[4:6]}-{yyyymmdd[6:8]}" if yyyymmdd else None


def parse_formula(formula):
    """'T = A + B? - C?~below X~above Y' -> ('T', [(sign, 'A', conditional), ...]).
    `?` (optional) only says an absent term counts as zero; `~` conditions are about the filing's
    presentation, which this reader cannot see, so they are only flagged."""
    total, rhs = formula.split(" = ")
    # Operators are spaced (" + ", " - "); a condition's own space ("~below X") is not one.
    parts = re.split(r" ([+-]) ", " + " + rhs.strip())
    terms = []
    for sign, term in zip(parts[1::2], parts[2::2]):
        name = term.split("~")[0].rstrip("?")
        terms.append((-1 if sign == "-" else 1, name, "~" in term))
    return total.strip(), terms


def main():
    zip_path, ndjson_path = sys.argv[1], sys.argv[2]
    with open(ndjson_path, encoding="utf-8") as f:
        filings = [json.loads(line, parse_float=Decimal, parse_int=Decimal) for line in f if line.strip()]
    wanted = {x["adsh"] for x in filings}

    with zipfile.ZipFile(zip_path) as zf:
        sub = {r["adsh"]: r for r in read_table(zf, "sub.txt") if r["adsh"] in wanted}
        # Only the filings in NDJSON are kept: num rows by their full key (no segments/coreg) for
        # the filed values, and (tag, uom, value) of every valued row for the rounding unit. A row
        # without a value stays in the key index, so that a duplicate key is still seen.
        num = defaultdict(list)
        parent = defaultdict(list)
        consolidated = set()  # (adsh, tag, ddate) of the consolidated rows with a value
        rows_of = defaultdict(list)
        # Valued rows by (adsh, tag, ddate, qtrs, uom), any version: what a class may name.
        by_element, parent_by_element = defaultdict(list), defaultdict(list)
        for r in read_table(zf, "num.txt"):
            if r["adsh"] not in wanted:
                continue
            value = Decimal(r["value"]) if r["value"] else None
            if value is not None:
                rows_of[r["adsh"]].append((r["tag"], r["uom"], value))
            # The current layout (the 2009q3 fixture, 2010q2) has `segments`; the older one
            # (2010q1's zip) has only coreg, and every row there is undimensioned.
            key = (r["adsh"], r["tag"], r["version"], r["ddate"], r["qtrs"], r["uom"])
            loose = (r["adsh"], r["tag"], r["ddate"], r["qtrs"], r["uom"])
            if r.get("segments", "") == "" and r["coreg"] == "":
                num[key].append(value)
                if value is not None:
                    by_element[loose].append(value)
                if value is not None:
                    consolidated.add((r["adsh"], r["tag"], r["ddate"]))
            elif r["coreg"] == "ParentCompany" and r.get("segments", "") in ("", "LegalEntity=ParentCompany;"):
                parent[key].append(value)
                if value is not None:
                    parent_by_element[loose].append(value)

    bad = []
    counts = defaultdict(int)
    for x in filings:
        adsh = x["adsh"]

        def fail(what):
            bad.append(f"{adsh}: {what}")

        # 1. The filing as sub.txt has it.
        s = sub.get(adsh)
        if s is None:
            fail("not in sub.txt")
            continue
        # Compared as text: sub.txt's cik/fy against finq's JSON numbers, "" against null.
        theirs = (str(int(s["cik"])), s["form"], iso(s["period"]), s["fy"] or None, s["fp"] or None)
        ours = tuple(None if t is None else str(t) for t in (x["cik"], x["form"], x["period"], x["fy"], x["fp"]))
        if theirs != ours:
            fail(f"sub.txt has (cik, form, period, fy, fp) {theirs}, finq {ours}")
        counts["filings"] += 1

        # 5. The rounding unit: the largest unit dividing nine in ten of the non-zero amounts in
        # the currency (a stray exact amount among thousands leaves them in thousands).
        cur = x["currency"]
        if cur is None:
            unit = None
        else:
            amounts = [v for tag, uom, v in rows_of[adsh] if uom == cur and not PER_SHARE.search(tag) and v != 0]
            unit = next(u for u in UNITS if 10 * sum(v % u == 0 for v in amounts) >= 9 * len(amounts))
        if unit != x["rounding_unit"]:
            fail(f"rounding_unit {x['rounding_unit']}, the {cur} amounts in num.txt give {unit}")

        # The legal-entity rule: a filing read at ParentCompany cites those rows, and has no
        # consolidated row with a value of a cited element at its date.
        entity = x.get("legal_entity")
        if entity not in (None, "ParentCompany"):
            fail(f"legal_entity {entity!r}")
        rows = parent if entity else num
        if entity:
            counts["legal_entity"] += 1
            for v in x["values"]:
                src = v.get("source")
                if src and (adsh, src["tag"], src["ddate"].replace("-", "")) in consolidated:
                    fail(f"read at {entity}, but {src['tag']} has a consolidated row at {src['ddate']}")

        values = {v["concept"]: v for v in x["values"]}
        if len(values) != len(x["values"]):
            fail("a concept appears twice in values")

        def cited(c, src):
            """The num.txt rows of a source's key; fails where it is not as the filing's."""
            key = (src["adsh"], src["tag"], src["version"], src["ddate"].replace("-", ""), str(src["qtrs"]), src["uom"])
            if src.get("coreg") != x.get("legal_entity"):
                fail(f"{c}: source coreg {src.get('coreg')!r}, filing's legal entity {x.get('legal_entity')!r}")
            if src["adsh"] != adsh:
                fail(f"{c} cites another filing {src['adsh']}")
            return key, rows.get(key, [])

        turned_by = {}
        for v in x["values"]:
            c = v["concept"]
            if v["origin"] == "filed":
                # 2. The cited row, exactly one of it, and the same amount everywhere.
                src = v["source"]
                key, found = cited(c, src)
                # A sign turned: the source keeps what num.txt says, the value is its negation,
                # and a caution says why; never silently. To the concept's convention: filed below
                # zero. By the filing's own figures of a relation: checked with the checks (6b).
                turned = "caution" in v
                convention = turned and v["caution"].endswith("is positive by convention")
                by_totals = re.fullmatch(r"sign turned: filed as -?[0-9.]+, and the filing's own figures of (\w+) hold only so", v.get("caution", ""))
                if turned and not (v["value"] == -src["value"] and ((convention and src["value"] < 0) or by_totals)):
                    fail(f"{c}: caution {v['caution']!r} with source {src['value']} and value {v['value']}")
                if by_totals:
                    turned_by[c] = by_totals.group(1)
                if len(found) != 1:
                    fail(f"{c}: {len(found)} num.txt rows for {key}")
                elif not (found[0] == src["value"] == (-v["value"] if turned else v["value"])):
                    fail(f"{c}: num.txt {found[0]}, source {src['value']}, value {v['value']}")
                counts["turned"] += turned
                if (v["uom"], v["ddate"], v["qtrs"]) != (src["uom"], src["ddate"], src["qtrs"]):
                    fail(f"{c}: uom/ddate/qtrs {(v['uom'], v['ddate'], v['qtrs'])} differ from its source")
                counts["filed"] += 1
            elif v["origin"] == "derived":
                # 3. Solve the formula for the derived concept from exactly the listed inputs.
                d = v["derived"]
                total, terms = parse_formula(d["formula"])
                sign = {name: sg for sg, name, _ in terms}
                inputs = {i["concept"]: i["value"] for i in d["inputs"]}
                for name, val in inputs.items():
                    if name not in values or values[name]["value"] != val:
                        fail(f"{c} ({d['relation']}): input {name}={val} is not the filing's value")
                    if name != total and name not in sign:
                        fail(f"{c} ({d['relation']}): input {name} is not in {d['formula']}")
                if len(inputs) != len(d["inputs"]) or c in inputs:
                    fail(f"{c} ({d['relation']}): inputs repeat a concept or include itself")
                terms_sum = sum(sign.get(n, 0) * val for n, val in inputs.items() if n != total)
                if c == total:
                    expected = terms_sum
                elif c in sign and total in inputs:
                    expected = sign[c] * (inputs[total] - terms_sum)
                else:
                    fail(f"{c} ({d['relation']}): neither the total nor a term with the total given")
                    continue
                if expected != v["value"]:
                    fail(f"{c} ({d['relation']}): finq {v['value']}, the inputs give {expected}")
                counts["derived"] += 1
            elif v["origin"] == "summed":
                # 3. Each line's row, exactly one of it, as a filed value's; their sum the value.
                srcs = v["sources"]
                if len(srcs) < 2:
                    fail(f"{c}: summed from {len(srcs)} sources")
                for src in srcs:
                    key, found = cited(c, src)
                    if len(found) != 1 or found[0] != src["value"]:
                        fail(f"{c}: num.txt {found} for {key}, source {src['value']}")
                    if (v["uom"], v["ddate"], v["qtrs"]) != (src["uom"], src["ddate"], src["qtrs"]):
                        fail(f"{c}: uom/ddate/qtrs {(v['uom'], v['ddate'], v['qtrs'])} differ from a source")
                if sum(src["value"] for src in srcs) != v["value"]:
                    fail(f"{c}: summed {v['value']}, its sources add up to {sum(src['value'] for src in srcs)}")
                counts["summed"] += 1
            else:
                fail(f"{c}: origin {v['origin']!r}")

        for ch in x["checks"]:
            # 4. The check against the values: which `~` terms finq counted is the one thing this
            # reader cannot know, so every subset of the present ones is accepted.
            rel = ch["relation"]
            total, terms = parse_formula(ch["formula"])
            if total not in values or values[total]["value"] != ch["total"]:
                fail(f"check {rel}: total {ch['total']} is not the value of {total}")
            present = [(sg, name, cond) for sg, name, cond in terms if name in values]
            fixed = sum(sg * values[n]["value"] for sg, n, cond in present if not cond)
            optional = [sg * values[n]["value"] for sg, n, cond in present if cond]
            sums = {fixed + sum(combo) for k in range(len(optional) + 1) for combo in itertools.combinations(optional, k)}
            if ch["sum"] not in sums:
                fail(f"check {rel}: sum {ch['sum']}, the present terms give one of {sorted(sums)}")
            diff = ch["total"] - ch["sum"]
            if ch["difference"] != diff:
                fail(f"check {rel}: difference {ch['difference']}, total - sum is {diff}")
            unit = x["rounding_unit"]
            outcome = "exact" if diff == 0 else "rounding" if unit is not None and abs(diff) <= unit else "fails"
            if ch["outcome"] != outcome:
                fail(f"check {rel}: outcome {ch['outcome']}, difference {diff} with unit {unit} is {outcome}")
            # 6. The class of a failing check, against what it names.
            if (ch["outcome"] == "fails") != ("class" in ch):
                fail(f"check {rel}: outcome {ch['outcome']} with class {ch.get('class')!r}")
            if "class" in ch:
                counts["classed"] += 1
                cls, cause = ch["class"], ch.get("cause") or {}
                held = lambda d: abs(d) <= (unit or 0)
                signs = {n: sg for sg, n, _ in present}
                named = cause.get("concept")
                v = values[named]["value"] if named in values else None
                if cls in ("filer_sign", "filer_scale", "subtotal_as_total") and v is None:
                    fail(f"check {rel}: {cls} names {named!r}, which has no value")
                elif cls == "filer_sign":
                    d = -ch["total"] - ch["sum"] if named == total else diff + 2 * signs.get(named, 0) * v
                    if not held(d) or values[named]["origin"] != "filed":
                        fail(f"check {rel}: the other sign of {named} does not make it hold ({d})")
                elif cls == "filer_scale":
                    scaled = v * Decimal(10) ** int(cause["power"])
                    d = scaled - ch["sum"] if named == total else diff + signs.get(named, 0) * (v - scaled)
                    if not held(d) or held(scaled):
                        fail(f"check {rel}: {named} scaled by 10^{cause['power']} does not make it hold ({d}), or is within the unit")
                elif cls == "subtotal_as_total":
                    if named not in signs or not held(diff + signs[named] * v):
                        fail(f"check {rel}: the difference {diff} is not the term {named}")
                elif cls == "outside_element":
                    element, value = cause["element"], cause["value"]
                    rows = parent_by_element if entity else by_element
                    at = (adsh, element, x["period"].replace("-", ""), str(values[total]["qtrs"]), values[total]["uom"])
                    # The operands finq counted cite their elements; a conditional term may not
                    # have counted (its place), so only the others' are surely operands.
                    sure = [total] + [n for _, n, cond in present if not cond]
                    operand_tags = {values[n]["source"]["tag"] for n in sure if values[n]["origin"] == "filed"}
                    operand_tags |= {src["tag"] for n in sure if values[n]["origin"] == "summed" for src in values[n]["sources"]}
                    if value not in rows.get(at, []) or not held(abs(value) - abs(diff)) or element in operand_tags:
                        fail(f"check {rel}: {element}={value} is no row outside the relation equal to {diff}")
                elif cls != "unexplained":
                    fail(f"check {rel}: class {cls!r}")
            # A value derived by this very relation cannot also be evidence for it.
            operands = [total] + [n for _, n, _ in present]
            circular = [n for n in operands if n in values and values[n].get("derived", {}).get("relation") == rel]
            if circular and ch["counted"] is not False:
                fail(f"check {rel}: counted although {circular} derived by {rel}")
            counts["checks"] += 1

        # 6b. A sign turned by a relation's own figures: a term of that relation (never its total),
        # more than the rounding unit; the relation holds with the turned value, fails with what
        # the filing reports, would hold with no other operand of the other sign instead, and is
        # not counted; every concept citing the same row (the noncontrolling interest's income on
        # both statements) is turned with it.
        checks = {ch["relation"]: ch for ch in x["checks"]}
        unit = x["rounding_unit"] or 0
        row = lambda c: tuple(values[c]["source"][k] for k in ("tag", "ddate", "qtrs", "uom"))
        for c, rel in turned_by.items():
            for o, v in values.items():
                if v["origin"] == "filed" and o != c and row(o) == row(c) and turned_by.get(o) != rel:
                    fail(f"{o} cites the row {c} cites, turned by {rel}, and is not turned with it")
            ch = checks.get(rel)
            if ch is None or ch["counted"] is not False or ch["outcome"] == "fails":
                fail(f"{c}: turned by {rel}, which is {ch and (ch['counted'], ch['outcome'])}")
                continue
            total, terms = parse_formula(ch["formula"])
            signs = {n: sg for sg, n, _ in terms}
            operand = c if c in signs else next(
                (o for o, r in turned_by.items() if r == rel and o in signs and row(o) == row(c)), None)
            if operand is None or c == total:
                fail(f"{c}: turned by {rel}, of which neither it nor a concept of its row is a term")
                continue
            v = values[operand]["value"]
            if abs(v) <= unit:
                fail(f"{c}: turned by {rel}, though within the rounding unit ({v})")
            # As filed: the turned term back to the filing's sign.
            total_filed, sum_filed = ch["total"], ch["sum"] - 2 * signs[operand] * v
            as_filed = total_filed - sum_filed
            if abs(as_filed) <= unit:
                fail(f"{c}: turned by {rel}, which holds with it as filed too ({as_filed})")
            others = [(0, total_filed)] + [(sg, values[n]["value"]) for sg, n, _ in terms if n in values and n != operand]
            for sg, val in others:
                d = -total_filed - sum_filed if sg == 0 else as_filed + 2 * sg * val
                if val != 0 and abs(d) <= unit:
                    fail(f"{c}: turned by {rel}, though another operand ({val}) of the other sign would do too")
            counts["turned_by_totals"] += 1

    print(
        f"{zip_path}: {counts['filings']} filings, {counts['filed']} filed values, "
        f"{counts['derived']} derived values, {counts['summed']} summed values "
        f"({counts['turned']} filed values' signs turned, {counts['turned_by_totals']} by a relation's own figures), {counts['checks']} checks verified "
        f"({counts['classed']} failing ones' classes), "
        f"{counts['legal_entity']} filings read at ParentCompany; {len(bad)} mismatches"
    )
    if bad:
        print(f"{len(bad)} mismatches between finq's output and the SEC's files; the first ones:", file=sys.stderr)
        for line in bad[:20]:
            print("  " + line, file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
