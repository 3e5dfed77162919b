"""The Spark reader of tests/it/bulk_spark.rs: PySpark, in local mode, runs the Spark statements of
docs/store.md against a store finq wrote (the tables created as written, then `MSCK REPAIR TABLE`),
and writes what it read.

    spark_reader.py STORE OUT_DIR STATEMENTS_FILE

STATEMENTS_FILE holds the `CREATE TABLE` statements of docs/store.md, one a line, with STORE for the
store's folder. OUT_DIR receives counts.json ({"tables": {table: rows}, "read": {table: rows of
spark.read.parquet}, "types": {column: Spark type}, "version": …}) and num-spark.tsv: every num row
as the SEC's text writes it (adsh, tag, version, ddate as yyyymmdd, qtrs, uom, segments, coreg,
value with its four decimals, footnote), one line each; and std-spark.tsv: every std row (adsh,
concept, value, uom, ddate, qtrs, origin, and the element or the relation).
"""

import json
import os
import sys

from pyspark.sql import SparkSession

TABLES = ["sub", "num", "pre", "tag", "std", "face"]


def main():
    store, out, statements = sys.argv[1], sys.argv[2], sys.argv[3]
    spark = (
        SparkSession.builder.master("local[2]")
        .appName("finq-store")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.warehouse.dir", os.path.join(out, "warehouse"))
        .config("spark.sql.session.timeZone", "UTC")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    with open(statements, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                spark.sql(line.strip().rstrip(";").replace("STORE", store))
    counts = {"tables": {}, "read": {}}
    for t in TABLES:
        # docs/store.md: "then MSCK REPAIR TABLE num to pick up the quarters".
        spark.sql(f"MSCK REPAIR TABLE {t}")
        counts["tables"][t] = spark.sql(f"SELECT count(*) FROM {t}").collect()[0][0]
        counts["read"][t] = spark.read.parquet(f"{store}/{t}").count()
    counts["types"] = {f.name: f.dataType.simpleString() for f in spark.table("num").schema.fields}
    counts["types"]["accepted"] = spark.table("sub").schema["accepted"].dataType.simpleString()
    rows = spark.sql(
        "SELECT adsh, tag, version, date_format(ddate, 'yyyyMMdd'), CAST(qtrs AS STRING), uom, segments, coreg, "
        "CAST(value AS STRING), footnote FROM num"
    ).toLocalIterator()
    with open(f"{out}/num-spark.tsv", "w", encoding="utf-8") as f:
        for row in rows:
            f.write("\t".join("" if v is None else str(v) for v in row) + "\n")
    # std: every standardized value, as the SEC's text would write a number (four decimals).
    rows = spark.sql(
        "SELECT adsh, concept, CAST(value AS STRING), uom, date_format(ddate, 'yyyyMMdd'), CAST(qtrs AS STRING), "
        "origin, coalesce(tag, relation) FROM std"
    ).toLocalIterator()
    with open(f"{out}/std-spark.tsv", "w", encoding="utf-8") as f:
        for row in rows:
            f.write("\t".join("" if v is None else str(v) for v in row) + "\n")
    counts["version"] = spark.version
    with open(f"{out}/counts.json", "w", encoding="utf-8") as f:
        json.dump(counts, f)
    spark.stop()


if __name__ == "__main__":
    main()
