"""The engines of tests/it/ratios.rs: the DuckDB and Spark SQL statements of docs/standard.md's
ratios section run against a store finq wrote, each giving every filing's GrossMargin from the
store's `std` table.

    ratios_engines.py STORE DUCKDB_SQL SPARK_SQL  ->  JSON {"duckdb": {adsh: value}, "spark": {…}, "exact": {…}}

Values as plain decimal text without trailing zeros (`0.3626`).
"""
import json
import os
import sys
import tempfile
from decimal import ROUND_HALF_UP, Decimal, getcontext

# Enough digits for a quotient of two 28-digit values to be exact to its seventh place.
getcontext().prec = 60

import duckdb
from pyspark.sql import SparkSession


def text(v):
    d = Decimal(str(v)) if not isinstance(v, Decimal) else v
    return format(d.normalize(), "f")


store, duck_sql, spark_sql = sys.argv[1], sys.argv[2], sys.argv[3]
out = {"duckdb": {}, "spark": {}}
for adsh, value in duckdb.sql(duck_sql.replace("STORE", store)).fetchall():
    out["duckdb"][adsh] = text(value)
# The test's own reference: the two exact values of each filing, divided with Python's decimals and
# rounded once to six places, half away from zero (ROUND_HALF_UP is away from zero in Python).
out["exact"] = {}
both = duckdb.sql(
    f"SELECT g.adsh, CAST(g.value AS VARCHAR), CAST(r.value AS VARCHAR) FROM read_parquet('{store}/std/*/*.parquet', "
    f"hive_partitioning = true) g JOIN read_parquet('{store}/std/*/*.parquet', hive_partitioning = true) r "
    "USING (adsh, ddate, qtrs, uom) WHERE g.concept = 'GrossProfit' AND r.concept = 'Revenues' AND r.value > 0"
).fetchall()
for adsh, g, r in both:
    q = (Decimal(g) / Decimal(r)).quantize(Decimal("0.000001"), rounding=ROUND_HALF_UP)
    out["exact"][adsh] = text(q)
warehouse = tempfile.mkdtemp()
spark = (
    SparkSession.builder.master("local[1]")
    .appName("finq-ratios")
    .config("spark.ui.enabled", "false")
    .config("spark.sql.warehouse.dir", os.path.join(warehouse, "warehouse"))
    .getOrCreate()
)
spark.sparkContext.setLogLevel("ERROR")
# docs/store.md: `spark.read.parquet("STORE/std").createOrReplaceTempView("std")`.
spark.read.parquet(f"{store}/std").createOrReplaceTempView("std")
for adsh, value in spark.sql(spark_sql.rstrip().rstrip(";")).collect():
    out["spark"][adsh] = text(value)
spark.stop()
json.dump(out, sys.stdout)
