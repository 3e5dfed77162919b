#!/usr/bin/env python3
"""The yardstick of `finq bulk import` (scripts/bench-bulk): pyarrow's CSV reader writing the same
Parquet from the same zip — the four tables with finq's types (decimal(28,4) values, dates,
booleans), num and pre given their filing's cik from sub, sorted by (cik, adsh), zstd, row groups
of 65,536 rows.

    bulk_pyarrow.py QUARTER.zip OUT_DIR
"""

import sys
import zipfile

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as csv
import pyarrow.parquet as pq

DEC = pa.decimal128(28, 4)
TYPES = {
    "sub.txt": {"cik": pa.int64(), "sic": pa.int32(), "fy": pa.int32(), "nciks": pa.int32(), "period": pa.string(),
                "filed": pa.string(), "wksi": pa.bool_(), "prevrpt": pa.bool_(), "detail": pa.bool_(),
                "ein": pa.string(), "changed": pa.string(), "fye": pa.string(), "accepted": pa.string()},
    "num.txt": {"ddate": pa.string(), "qtrs": pa.int32(), "value": DEC, "segments": pa.string(),
                "coreg": pa.string(), "footnote": pa.string(), "version": pa.string()},
    "pre.txt": {"report": pa.int32(), "line": pa.int32(), "inpth": pa.bool_(), "negating": pa.bool_(),
                "version": pa.string(), "plabel": pa.string()},
    "tag.txt": {"custom": pa.bool_(), "abstract": pa.bool_(), "version": pa.string(), "doc": pa.string(),
                "tlabel": pa.string()},
}


def read(z, name):
    with z.open(name) as f:
        return csv.read_csv(
            f,
            parse_options=csv.ParseOptions(delimiter="\t", quote_char=False, newlines_in_values=False),
            convert_options=csv.ConvertOptions(column_types=TYPES[name], strings_can_be_null=True,
                                               true_values=["1"], false_values=["0"]),
        )


def dates(t, col):
    d = pc.cast(pc.strptime(t[col], format="%Y%m%d", unit="s"), pa.date32())
    return t.set_column(t.schema.get_field_index(col), col, d)


def write(t, out, table):
    pq.write_table(t, f"{out}/{table}.parquet", compression="zstd", row_group_size=65_536)


def main():
    zip_path, out = sys.argv[1], sys.argv[2]
    z = zipfile.ZipFile(zip_path)
    sub = read(z, "sub.txt")
    sub = dates(dates(sub, "period"), "filed")
    # `2009-08-07 09:10:00.0`: pyarrow's parser takes no fraction; the SEC's is always .0.
    at = pc.strptime(pc.utf8_slice_codeunits(sub["accepted"], 0, 19), format="%Y-%m-%d %H:%M:%S", unit="ms")
    sub = sub.set_column(sub.schema.get_field_index("accepted"), "accepted", at)
    sub = sub.sort_by([("cik", "ascending"), ("adsh", "ascending")])
    write(sub, out, "sub")
    for name in ["num.txt", "pre.txt"]:
        t = read(z, name)
        if name == "num.txt":
            t = dates(t, "ddate")
        # The filing's cik, from sub.
        at = pc.index_in(t["adsh"], value_set=sub["adsh"])
        t = t.add_column(0, "cik", pc.take(sub["cik"], at))
        t = t.sort_by([("cik", "ascending"), ("adsh", "ascending")])
        write(t, out, name[:3])
        del t
    write(read(z, "tag.txt"), out, "tag")


if __name__ == "__main__":
    main()
