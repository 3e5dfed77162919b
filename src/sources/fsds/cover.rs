//! The document and entity summary from the store: what `sub` says of the filing (the SEC read it
//! off the filing's cover facts), then the filing's own cover-page numbers (`stmt` CP, and the
//! `dei` numbers: shares outstanding, public float) as `num` holds them.
//!
//! The data sets keep numbers only: the cover's text facts (the registrant's name as tagged, the
//! trading symbol, the exchange) are not in them, so finq gives the SEC's own columns of `sub`
//! instead, under the same stable field names where they mean the same thing. The SEC rounds
//! `period` and `fye` to a month end: those carry no field name (`period_end` and
//! `fiscal_year_end` are exact dates on EDGAR), and their labels say so.

use std::collections::HashSet;

use crate::model::{CoverItem, FactValue};
use crate::sec::cover::field_of;
use crate::sec::sets::{Held, shown};

/// The filer status codes of `sub.afs`, as the SEC's readme spells them out.
fn filer_status(code: &str) -> Option<&'static str> {
    Some(match code {
        "1-LAF" => "Large Accelerated Filer",
        "2-ACC" => "Accelerated Filer",
        "3-SRA" => "Smaller Reporting Accelerated Filer",
        "4-NON" => "Non-accelerated Filer",
        "5-SML" => "Smaller Reporting Filer",
        _ => return None,
    })
}

fn fact(field: Option<&'static str>, label: &str, value: FactValue) -> CoverItem {
    let text = match &value {
        FactValue::Number(n) => n.to_string(),
        FactValue::Flag(b) => b.to_string(),
        FactValue::Date(t) | FactValue::Text(t) => t.clone(),
    };
    CoverItem {
        field,
        element: None,
        prefix: None,
        label: label.to_string(),
        value,
        text,
        date: None,
        member: None,
        dimension: None,
    }
}

/// The cover facts of a held filing.
pub fn facts(held: &Held) -> Vec<CoverItem> {
    let f = &held.filing;
    let text = |t: &str| FactValue::Text(t.to_string());
    let mut out = vec![
        fact(Some("document_type"), "Document Type", text(&f.form)),
        fact(Some("amendment_flag"), "Amendment Flag", FactValue::Flag(f.form.ends_with("/A"))),
        fact(None, "Balance Sheet Date (the SEC's, rounded to a month end)", FactValue::Date(f.period.clone())),
    ];
    if let Some(fy) = f.fy {
        out.push(fact(Some("fiscal_year_focus"), "Document Fiscal Year Focus", text(&fy.to_string())));
    }
    if let Some(fp) = &f.fp {
        out.push(fact(Some("fiscal_period_focus"), "Document Fiscal Period Focus", text(fp)));
    }
    out.push(fact(Some("registrant_name"), "Entity Registrant Name", text(&f.name)));
    out.push(fact(Some("cik"), "Entity Central Index Key", text(&format!("{:010}", f.cik))));
    if let Some(fye) = f.fye.as_deref().filter(|t| t.len() == 4) {
        let shown = format!("--{}-{}", &fye[..2], &fye[2..]);
        out.push(fact(None, "Fiscal Year End (the SEC's, rounded to a month end)", text(&shown)));
    }
    if let Some(status) = f.afs.as_deref().and_then(filer_status) {
        out.push(fact(Some("filer_category"), "Entity Filer Category", text(status)));
    }
    if let Some(ein) = &f.ein {
        out.push(fact(Some("tax_id"), "Entity Tax Identification Number", text(ein)));
    }
    out.push(fact(None, "Entity Well-known Seasoned Issuer", FactValue::Flag(f.wksi)));
    // The cover page's numbers: its presentation lines where it has them, else every dei number.
    let cover: Vec<(&str, &str, &str)> = held
        .pre
        .iter()
        .filter(|p| p.stmt == "CP" && !p.inpth)
        .map(|p| (p.tag.as_str(), p.version.as_str(), p.plabel.as_str()))
        .collect();
    let wanted: HashSet<(&str, &str)> = cover.iter().map(|(t, v, _)| (*t, *v)).collect();
    let label_of = |tag: &str| cover.iter().find(|(t, ..)| *t == tag).map(|(.., l)| *l);
    for n in held.numbers.iter().filter(|n| n.coreg.is_none()) {
        let on_cover = wanted.contains(&(n.tag.as_str(), n.version.as_str())) || n.version.starts_with("dei/");
        let Some(value) = n.value.filter(|_| on_cover) else { continue };
        let field = if n.version.starts_with("dei/") { field_of(&n.tag) } else { None };
        let label = label_of(&n.tag).map_or_else(|| crate::sec::sets::words(&n.tag), str::to_string);
        let mut f = fact(field, &label, FactValue::Number(shown(value, false)));
        f.element = Some(n.tag.clone());
        f.prefix = n.version.split('/').next().map(str::to_string);
        f.date = Some(n.ddate.clone());
        if let Some(s) = &n.segments {
            f.member = Some(s.clone());
        }
        out.push(f);
    }
    out
}
