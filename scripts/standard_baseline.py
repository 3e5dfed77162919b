"""The baseline for finq's standardized statements: secfsdstools' own standardizers and their own
checks on real quarters of the SEC's Financial Statement Data Sets (run by
scripts/bench-standard-baseline, which makes the virtualenv).

    [FORMS=10-K,10-Q] python standard_baseline.py WORKDIR ZIP...

Each zip goes through secfsdstools' own pipeline as its automation runs it, with no download and
nothing written outside WORKDIR: ToParquetTransformTask (its zip-to-Parquet loader), ZipCollector on that one
folder with its default post-load filter (postloadfilter: ReportPeriodRawFilter, MainCoregRawFilter,
USDOnlyRawFilter, OfficialTagsOnlyRawFilter), join(), StmtJoinedFilter per statement, then
Standardizer.process() as its StandardizerTask does. FORMS defaults to the four forms finq counts;
secfsdstools' own FilterProcess loads only 10-K and 10-Q.

Per check it prints secfsdstools' categories and one count of its own: "exact by construction",
the exact matches where a rule had filled one of the check's terms from the check's other terms
(Liabilities := Assets - Equity, then Assets = Liabilities + Equity holds whatever was filed).
"""
import logging
import os
import sys
import zipfile
from importlib.metadata import version

import pandas as pd
import pyarrow.parquet as pq


def quiet_config(work):
    """Importing secfsdstools' collectors, filters or standardizers runs its update check, which
    with no configuration file writes ~/.secfsdstools.cfg and asks on the terminal whether to
    download every quarter from sec.gov. A configuration of our own under WORK, with AutoUpdate
    off, keeps it from the home folder and from the network."""
    cfg = os.path.join(work, "secfsdstools.cfg")
    dirs = {"DownloadDirectory": "dld", "DbDirectory": "db", "ParquetDirectory": "parquet"}
    with open(cfg, "w") as f:
        f.write("[DEFAULT]\nUserAgentEmail = nobody@example.com\nAutoUpdate = False\n")
        for key, sub in dirs.items():
            f.write(f"{key} = {os.path.join(work, 'secfsdstools', sub)}\n")
    os.environ["SECFSDSTOOLS_CFG"] = cfg
    logging.basicConfig(level=logging.WARNING)  # else it logs every step at INFO


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: standard_baseline.py WORKDIR ZIP...  (FORMS=10-K,10-Q to change the forms)")
    quiet_config(os.path.abspath(sys.argv[1]))

# pylint: disable=wrong-import-position
from secfsdstools.c_transform.toparquettransforming_process import ToParquetTransformTask
from secfsdstools.e_collector.zipcollecting import ZipCollector
from secfsdstools.e_filter.joinedfiltering import StmtJoinedFilter
from secfsdstools.f_standardize.base_rule_framework import Rule, RuleGroup
from secfsdstools.f_standardize.bs_standardize import BalanceSheetStandardizer
from secfsdstools.f_standardize.cf_standardize import CashFlowStandardizer
from secfsdstools.f_standardize.is_standardize import IncomeStatementStandardizer
from secfsdstools.g_pipelines.filter_process import postloadfilter

FORMS = ["10-K", "10-K/A", "10-Q", "10-Q/A"]
# secfsdstools' validation categories (ValidationRule.validate): the relative error
# |sum - sum of parts| / |sum| in classes.
CATS = [(0, "exact"), (1, "<1%"), (5, "1-5%"), (10, "5-10%"), (100, ">10%")]


def sub_num_counts(zip_path, forms):
    """The universe, straight from the text: filings of the forms, and those of them with a
    consolidated (segments and coreg empty) Assets and Revenues value, any date, unit or version."""
    with zipfile.ZipFile(zip_path) as z:
        sub = pd.read_csv(z.open("sub.txt"), sep="\t", dtype=str, usecols=["adsh", "form"])
        num = pd.read_csv(z.open("num.txt"), sep="\t", dtype=str, keep_default_na=False,
                          na_values=[])
    adshs = set(sub.adsh[sub.form.isin(forms)])
    # The SEC's older files (2010q1 here) have no segments column: every value there is
    # without segments.
    plain = num.coreg == ""
    if "segments" in num.columns:
        plain &= num.segments == ""
    has = lambda tag: len(adshs & set(num.adsh[plain & (num.tag == tag)]))
    return len(adshs), has("Assets"), has("Revenues"), "segments" in num.columns


def rule_tags(standardizer):
    """Log column id -> the tags the rule reads and writes, for every rule at every stage
    (the ids carry the stage and iteration: PRE_, MAIN_1_, ..., POST_)."""
    out = {}

    def walk(group):
        for r in group.rules:
            if isinstance(r, RuleGroup):
                walk(r)
            elif isinstance(r, Rule):
                out[r.identifier] = set(r.get_input_tags()) | set(r.get_target_tags())

    stages = [(standardizer.pre_rule_tree, "PRE"), (standardizer.post_rule_tree, "POST")]
    stages += [(standardizer.main_rule_tree, f"MAIN_{i + 1}")
               for i in range(standardizer.main_iterations)]
    for tree, prefix in stages:
        tree.set_id(prefix)
        walk(tree)
    return out


def circular(standardizer, result, check):
    """Rows where a rule that only involves the check's own terms filled one of them (e.g.
    Liabilities := Assets - Equity, or all three Assets terms set to 0): there the check holds
    by construction, so an 'exact' there checks nothing."""
    terms = {getattr(check, a) for a in ("sum_tag", "product_tag", "tag") if hasattr(check, a)}
    terms |= set(getattr(check, "summands", [])) | set(getattr(check, "multipliers", []))
    log = standardizer.applied_rules_log_df
    hit = pd.Series(False, index=result.index)
    for col, tags in rule_tags(standardizer).items():
        if col in log.columns and tags <= terms:
            hit |= log[col].reindex(result.index).fillna(False).astype(bool)
    return hit


def load_joined(zip_path, work, forms):
    name = os.path.basename(zip_path)
    task = ToParquetTransformTask(zip_path, work, "quarter", True)  # True: keep the zip
    task.prepare()
    task.execute()
    folder = os.path.join(work, "quarter", name)
    num_file = os.path.join(folder, "num.txt.parquet")
    if "segments" not in pq.read_schema(num_file).names:
        # secfsdstools' collector expects the re-issued format (it reads num.segments); the
        # older files have none, and their values have no segments, so an empty column.
        num = pd.read_parquet(num_file)
        num["segments"] = None
        num.to_parquet(num_file)
    raw = ZipCollector(datapaths=[folder], forms_filter=forms, stmt_filter=["BS", "IS", "CF"],
                       post_load_filter=postloadfilter).collect()
    return raw.join()


def report(zip_path, work, forms):
    name = os.path.basename(zip_path)
    filings, with_assets, with_revenues, new_format = sub_num_counts(zip_path, forms)
    print(f"== {name} ({'num.txt with' if new_format else 'older num.txt, no'} segments column)")
    print(f"sub.txt filings of {','.join(forms)}: {filings}; with a consolidated Assets value: "
          f"{with_assets}; with a consolidated Revenues value: {with_revenues}")
    joined = load_joined(zip_path, work, forms)
    print(f"after secfsdstools' loading and filters: {joined.sub_df.adsh.nunique()} filings in "
          f"sub, {joined.pre_num_df.adsh.nunique()} with a number on a statement")
    for stmt, cls in [("BS", BalanceSheetStandardizer), ("IS", IncomeStatementStandardizer),
                      ("CF", CashFlowStandardizer)]:
        std = cls()
        bag = joined[StmtJoinedFilter(stmts=[stmt])]
        result = std.process(bag.pre_num_df)
        print(f"{stmt}: {bag.pre_num_df.adsh.nunique()} filings with {stmt} numbers; standardized "
              f"{len(result)} statements (adsh x qtrs) of {result.adsh.nunique()} filings")
        for check in std.validation_rules:
            cat = result[f"{check.identifier}_cat"]
            evaluable = cat.notna()
            counts = {c: int((cat == c).sum()) for c, _ in CATS}
            exact_circ = int((circular(std, result, check) & (cat == 0)).sum())
            n = int(evaluable.sum())
            pct = lambda k: f"{100 * k / n:.1f}%" if n else "-"
            print(f"  {check.identifier:<17} evaluable {n:>4} statements "
                  f"({result.adsh[evaluable].nunique()} filings): "
                  + " ".join(f"{label} {counts[c]} ({pct(counts[c])})" for c, label in CATS)
                  + f" | exact by construction {exact_circ}, exact otherwise "
                  f"{counts[0] - exact_circ} ({pct(counts[0] - exact_circ)})")
    sys.stdout.flush()


def main():
    forms = os.environ.get("FORMS", ",".join(FORMS)).split(",")
    print(f"secfsdstools {version('secfsdstools')}, pandas {version('pandas')}; forms {','.join(forms)}; "
          "checks per standardized statement, % of those where the check could be evaluated")
    for z in sys.argv[2:]:
        report(os.path.abspath(z), os.path.abspath(sys.argv[1]), forms)


if __name__ == "__main__":
    main()
