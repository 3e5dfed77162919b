"""The independent readers of tests/it/bulk_readers.rs: pyarrow and DuckDB (Python) read a store
finq wrote, as other tools would — the Hive layout, no help from finq — and write what they read.

    independent_readers.py STORE OUT_DIR [SQL_FILE]

OUT_DIR receives counts.json ({"pyarrow": {table: rows}, "duckdb": {table: rows}, "versions": …}),
and num-pyarrow.tsv and num-duckdb.tsv: every num row as the SEC's text writes it (adsh, tag,
version, ddate as yyyymmdd, qtrs, uom, segments, coreg, value with its four decimals, footnote),
one line each, in the files' order; std-pyarrow.tsv: every std row (adsh, concept, value, uom,
ddate, qtrs, origin, tag, version, relation, inputs). SQL_FILE (optional) holds statements, one a line, with STORE
for the store's folder: each is run by DuckDB and its rows written to sql-N.json.
"""

import json
import sys

import duckdb
import pyarrow
import pyarrow.dataset as ds

TABLES = ["sub", "num", "pre", "tag", "std", "face"]
STD = ["adsh", "concept", "value", "uom", "ddate", "qtrs", "origin", "tag", "version", "relation", "inputs"]
NUM = ["adsh", "tag", "version", "ddate", "qtrs", "uom", "segments", "coreg", "value", "footnote"]


def text(v):
    if v is None:
        return ""
    if hasattr(v, "strftime"):
        return v.strftime("%Y%m%d")
    # Decimals print with their scale: 20780000000.0000, as the SEC writes them.
    return str(v)


def main():
    store, out = sys.argv[1], sys.argv[2]
    counts = {"pyarrow": {}, "duckdb": {}}
    con = duckdb.connect()
    for t in TABLES:
        d = ds.dataset(f"{store}/{t}", format="parquet", partitioning="hive")
        counts["pyarrow"][t] = d.count_rows()
        counts["duckdb"][t] = con.execute(
            f"SELECT count(*) FROM read_parquet('{store}/{t}/*/*.parquet', hive_partitioning = true)"
        ).fetchall()[0][0]

    d = ds.dataset(f"{store}/num", format="parquet", partitioning="hive")
    schema = d.schema
    counts["types"] = {f.name: str(f.type) for f in schema}
    with open(f"{out}/num-pyarrow.tsv", "w", encoding="utf-8") as f:
        for batch in d.to_batches(columns=NUM):
            cols = [batch.column(c).to_pylist() for c in NUM]
            for row in zip(*cols):
                f.write("\t".join(text(v) for v in row) + "\n")
    select = ", ".join(
        "strftime(ddate, '%Y%m%d')" if c == "ddate" else f"CAST({c} AS VARCHAR)" if c == "value" else c for c in NUM
    )
    rows = con.execute(f"SELECT {select} FROM read_parquet('{store}/num/*/*.parquet', hive_partitioning = true)")
    with open(f"{out}/num-duckdb.tsv", "w", encoding="utf-8") as f:
        while True:
            chunk = rows.fetchmany(65536)
            if not chunk:
                break
            for row in chunk:
                f.write("\t".join("" if v is None else str(v) for v in row) + "\n")

    d = ds.dataset(f"{store}/std", format="parquet", partitioning="hive")
    counts["std_types"] = {f.name: str(f.type) for f in d.schema}
    with open(f"{out}/std-pyarrow.tsv", "w", encoding="utf-8") as f:
        for batch in d.to_batches(columns=STD):
            cols = [batch.column(c).to_pylist() for c in STD]
            for row in zip(*cols):
                f.write("\t".join(text(v) for v in row) + "\n")

    if len(sys.argv) > 3:
        with open(sys.argv[3], encoding="utf-8") as f:
            statements = [line.strip() for line in f if line.strip()]
        for i, sql in enumerate(statements):
            result = con.execute(sql.replace("STORE", store)).fetchall()
            with open(f"{out}/sql-{i}.json", "w", encoding="utf-8") as f:
                json.dump([[text(v) for v in row] for row in result], f)

    counts["versions"] = {"pyarrow": pyarrow.__version__, "duckdb": duckdb.__version__}
    with open(f"{out}/counts.json", "w", encoding="utf-8") as f:
        json.dump(counts, f)


if __name__ == "__main__":
    main()
