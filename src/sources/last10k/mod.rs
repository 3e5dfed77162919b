//! The Last10K service in its two dialects: where a request goes and how it is signed, and the
//! wire parsers that read its answers.
//!
//! - classic (`last10k`): `{base}/v1/company/{ticker}/{operation}?formType=…&filingOrder=…`, the
//!   key in `Ocp-Apim-Subscription-Key`.
//! - successor (`rapidapi`): `{base}/v1/company/{operation}?ticker=…&formType=…&filingOrder=…`,
//!   the key in `X-RapidAPI-Key` and the host in `X-RapidAPI-Host`. The summary is asked as
//!   `summary`, the look-ups as `cik?ticker=…` and `ticker?cik=…` (not shown in the captured
//!   bodies; the guide says so).

pub mod labels;
mod read;
pub mod wire;

use reqwest::Url;
use reqwest::header::{HeaderMap, HeaderName, HeaderValue};

use crate::error::{Error, Result};
use crate::model::{Answer, StatementKind};
use crate::model::{Operation, Request};
use crate::net::ApiKey;
use crate::sources::{Asking, Credential, Declaration, Doctor, FactsHeld, Pace, Questions, RouteConfig, Same};

pub const CLASSIC_BASE: &str = "https://services.last10k.com";
pub const RAPIDAPI_BASE: &str = "https://last10k-company-v1.p.rapidapi.com";

/// The classic service, as it declares itself to the seam.
pub const CLASSIC: Declaration = Declaration {
    name: "last10k",
    named: "last10k",
    publisher: "Last10K",
    base: Some(CLASSIC_BASE),
    sample: false,
    credential: Credential::ApiKey,
    headers: |route| signed(false, route),
    // The service has no comprehensive income statement of its own.
    answers: Questions { filings: true, market: true, but: Some(StatementKind::Comprehensive) },
    asked: Asking::Url(|base, req| url(false, base, req)),
    facts: FactsHeld { of_a_filing: false, of_every_filing: false, accepted: false },
    same_statement: Same::Never,
    pace: Pace::Free,
    concurrency: None,
    stop: None,
    notice: None,
    facts_notice: None,
    doctor: Doctor {
        probe: |_| Request::new(Operation::CikByTicker, "AAPL"),
        passed: "the service answered, and accepted the key",
        local: None,
    },
};

/// The successor on RapidAPI: the same service in another dialect (its URLs, its key header).
pub const RAPIDAPI: Declaration = Declaration {
    name: "rapidapi",
    named: "rapidapi",
    base: Some(RAPIDAPI_BASE),
    headers: |route| signed(true, route),
    asked: Asking::Url(|base, req| url(true, base, req)),
    ..CLASSIC
};

/// The key headers of a request over `route`. The client asks nothing of a source that takes a
/// key without one, and says so in the command line's words: a route with none gets here only
/// by mistake.
fn signed(rapidapi: bool, route: &RouteConfig) -> Result<HeaderMap> {
    let key = route.key.as_ref().ok_or_else(|| Error::auth("no API key configured"))?;
    auth_headers(rapidapi, key, route.base()?)
}

/// The URL of `req` under `base`. The subject is always one percent-encoded path segment or one
/// query value: nothing it holds can add a segment or a parameter.
pub fn url(rapidapi: bool, base: &Url, req: &Request) -> Url {
    let mut url = base.clone();
    url.set_query(None);
    url.set_fragment(None);
    let mut pairs: Vec<(&str, String)> = Vec::new();
    if let Ok(mut segs) = url.path_segments_mut() {
        segs.pop_if_empty().extend(["v1", "company"]);
        if rapidapi {
            segs.push(path(req.op));
            let key = if req.op == Operation::TickerByCik { "cik" } else { "ticker" };
            pairs.push((key, req.subject.clone()));
        } else {
            segs.push(&req.subject);
            if req.op != Operation::Summary {
                segs.push(path(req.op));
            }
        }
    }
    if let Some(form) = req.form {
        pairs.push(("formType", form.as_str().to_string()));
    }
    if let Some(n) = req.filing_order {
        pairs.push(("filingOrder", n.to_string()));
    }
    if !pairs.is_empty() {
        url.query_pairs_mut().extend_pairs(pairs);
    }
    url
}

/// The service's word for an operation, as the interface writes it.
fn path(op: Operation) -> &'static str {
    op.path_word()
}

/// The key header (marked sensitive, so no debug output of the HTTP stack shows it) and, for
/// RapidAPI, the host header.
pub fn auth_headers(rapidapi: bool, key: &ApiKey, base: &Url) -> Result<HeaderMap> {
    let mut headers = HeaderMap::new();
    let mut value = HeaderValue::from_str(key.expose())
        .map_err(|_| Error::usage("the API key contains characters that cannot be sent in a header"))?;
    value.set_sensitive(true);
    let name = if rapidapi { "x-rapidapi-key" } else { "ocp-apim-subscription-key" };
    headers.insert(HeaderName::from_static(name), value);
    if rapidapi {
        let host = base.host_str().unwrap_or_default();
        let host = HeaderValue::from_str(host).map_err(|_| Error::usage("the base URL's host cannot be sent"))?;
        headers.insert(HeaderName::from_static("x-rapidapi-host"), host);
    }
    Ok(headers)
}

/// Reads a 200 body as the answer of its operation.
pub fn decode(req: &Request, body: &[u8]) -> std::result::Result<Answer, crate::sources::decode::DecodeError> {
    Ok(match req.op {
        Operation::Summary => Answer::Summary(wire::summary(body)?),
        Operation::Statement(kind) => Answer::Statement(wire::statement(kind, body)?),
        Operation::Quote => Answer::Quote(wire::quote(body, &req.subject)?),
        Operation::Prices => Answer::Prices(wire::prices(body, &req.subject)?),
        Operation::TickerByCik => Answer::Tickers(wire::identifiers(body, &req.subject)?),
        Operation::CikByTicker => Answer::Ciks(wire::identifiers(body, &req.subject)?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Form, StatementKind};

    fn classic() -> Url {
        Url::parse(CLASSIC_BASE).unwrap()
    }

    fn rapid() -> Url {
        Url::parse(RAPIDAPI_BASE).unwrap()
    }

    #[test]
    fn last10k_urls() {
        let mut r = Request::new(Operation::Statement(StatementKind::Income), "AAPL");
        assert_eq!(url(false, &classic(), &r).as_str(), "https://services.last10k.com/v1/company/AAPL/income");
        r.form = Some(Form::TenQ);
        r.filing_order = Some(2);
        assert_eq!(
            url(false, &classic(), &r).as_str(),
            "https://services.last10k.com/v1/company/AAPL/income?formType=10-Q&filingOrder=2"
        );
        let s = Request::new(Operation::Summary, "BRK.B");
        assert_eq!(url(false, &classic(), &s).as_str(), "https://services.last10k.com/v1/company/BRK.B");
        let t = Request::new(Operation::TickerByCik, "320193");
        let prefixed = Url::parse("http://127.0.0.1:8080/proxy/").unwrap();
        assert_eq!(url(false, &prefixed, &t).as_str(), "http://127.0.0.1:8080/proxy/v1/company/320193/ticker");
        let cf = Request::new(Operation::Statement(StatementKind::CashFlow), "AAPL");
        assert_eq!(url(false, &classic(), &cf).as_str(), "https://services.last10k.com/v1/company/AAPL/cashflows");
        let evil = Request::new(Operation::Quote, "A/B?c=1#d");
        assert_eq!(
            url(false, &classic(), &evil).as_str(),
            "https://services.last10k.com/v1/company/A%2FB%3Fc=1%23d/quote"
        );
    }

    #[test]
    fn rapidapi_urls() {
        let mut r = Request::new(Operation::Statement(StatementKind::BalanceSheet), "AAPL");
        r.form = Some(Form::TenK);
        r.filing_order = Some(0);
        assert_eq!(
            url(true, &rapid(), &r).as_str(),
            "https://last10k-company-v1.p.rapidapi.com/v1/company/balancesheet?ticker=AAPL&formType=10-K&filingOrder=0"
        );
        let t = Request::new(Operation::TickerByCik, "320193");
        assert_eq!(
            url(true, &rapid(), &t).as_str(),
            "https://last10k-company-v1.p.rapidapi.com/v1/company/ticker?cik=320193"
        );
        let evil = Request::new(Operation::Quote, "A&b=1");
        assert_eq!(
            url(true, &rapid(), &evil).as_str(),
            "https://last10k-company-v1.p.rapidapi.com/v1/company/quote?ticker=A%26b%3D1"
        );
    }

    #[test]
    fn headers() {
        let key = ApiKey::new("k-123").unwrap();
        let h = auth_headers(true, &key, &rapid()).unwrap();
        assert_eq!(h["x-rapidapi-key"], "k-123");
        assert!(h["x-rapidapi-key"].is_sensitive());
        assert_eq!(h["x-rapidapi-host"], "last10k-company-v1.p.rapidapi.com");
        let h = auth_headers(false, &key, &classic()).unwrap();
        assert_eq!(h["ocp-apim-subscription-key"], "k-123");
        assert_eq!(h.len(), 1);
    }
}
