"""The engines of tests/it/ratios.rs: the DuckDB and Spark SQL statements of docs/standard.md's
ratios section run against a store finq wrote, each giving every filing's GrossMargin from the
store's `std` table.

    ratios_engines.py STORE DUCKDB_SQL SPARK_SQL  ->  JSON {"duckdb": {adsh: value}, "spark": {…}}

Values as plain decimal text without trailing zeros (`0.3626`).
"""
import json
import os
import sys
import tempfile
from decimal import Decimal

import duckdb
from pyspark.sql import SparkSession


def text(v):
    d = Decimal(str(v)) if not isinstance(v, Decimal) else v
    return format(d.normalize(), "f")


store, duck_sql, spark_sql = sys.argv[1], sys.argv[2], sys.argv[3]
out = {"duckdb": {}, "spark": {}}
for adsh, value in duckdb.sql(duck_sql.replace("STORE", store)).fetchall():
    out["duckdb"][adsh] = text(value)
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
