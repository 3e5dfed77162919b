//! Where a request goes and how it is signed: the one place that knows the two hosts' forms.
//!
//! - `last10k` (classic): `{base}/v1/company/{ticker}/{operation}?formType=…&filingOrder=…`, the
//!   key in `Ocp-Apim-Subscription-Key`.
//! - `rapidapi` (the successor): `{base}/v1/company/{operation}?ticker=…&formType=…&filingOrder=…`,
//!   the key in `X-RapidAPI-Key` and the host in `X-RapidAPI-Host`. The summary is asked as
//!   `summary`, the look-ups as `cik?ticker=…` and `ticker?cik=…` (not shown in the captured
//!   bodies; the README says so).

use reqwest::Url;
use reqwest::header::{HeaderMap, HeaderName, HeaderValue};

use super::{Operation, Request};
use crate::domain::StatementKind;
use crate::error::{Error, Result};
use crate::settings::ApiKey;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Provider {
    /// services.last10k.com, the classic form
    #[default]
    Last10k,
    /// last10k-company-v1.p.rapidapi.com, the successor's form
    Rapidapi,
    /// SEC EDGAR's free XBRL data: statements, summary and look-ups, no key (a User-Agent instead)
    Edgar,
}

impl Provider {
    pub fn name(self) -> &'static str {
        match self {
            Provider::Last10k => "last10k",
            Provider::Rapidapi => "rapidapi",
            Provider::Edgar => "edgar",
        }
    }

    pub fn default_base(self) -> &'static str {
        match self {
            Provider::Last10k => "https://services.last10k.com",
            Provider::Rapidapi => "https://last10k-company-v1.p.rapidapi.com",
            Provider::Edgar => super::edgar::DATA_HOST,
        }
    }

    /// The header that carries the key (EDGAR takes none; see `edgar::headers`).
    fn key_header(self) -> HeaderName {
        match self {
            Provider::Last10k | Provider::Edgar => HeaderName::from_static("ocp-apim-subscription-key"),
            Provider::Rapidapi => HeaderName::from_static("x-rapidapi-key"),
        }
    }

    /// The URL of `req` under `base`. The subject is always one percent-encoded path segment or
    /// one query value: nothing it holds can add a segment or a parameter.
    pub fn url(self, base: &Url, req: &Request) -> Url {
        let mut url = base.clone();
        url.set_query(None);
        url.set_fragment(None);
        let mut pairs: Vec<(&str, String)> = Vec::new();
        if let Ok(mut segs) = url.path_segments_mut() {
            segs.pop_if_empty().extend(["v1", "company"]);
            match self {
                // EDGAR answers are assembled from several documents (see `edgar`); this form
                // only names the question.
                Provider::Last10k | Provider::Edgar => {
                    segs.push(&req.subject);
                    if let Some(suffix) = last10k_suffix(req.op) {
                        segs.push(suffix);
                    }
                }
                Provider::Rapidapi => {
                    segs.push(rapidapi_operation(req.op));
                    let key = if req.op == Operation::TickerByCik { "cik" } else { "ticker" };
                    pairs.push((key, req.subject.clone()));
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

    /// The key header (marked sensitive, so no debug output of the HTTP stack shows it) and, for
    /// RapidAPI, the host header.
    pub fn auth_headers(self, key: &ApiKey, base: &Url) -> Result<HeaderMap> {
        let mut headers = HeaderMap::new();
        let mut value = HeaderValue::from_str(key.expose())
            .map_err(|_| Error::usage("the API key contains characters that cannot be sent in a header"))?;
        value.set_sensitive(true);
        headers.insert(self.key_header(), value);
        if self == Provider::Rapidapi {
            let host = base.host_str().unwrap_or_default();
            let host = HeaderValue::from_str(host).map_err(|_| Error::usage("the base URL's host cannot be sent"))?;
            headers.insert(HeaderName::from_static("x-rapidapi-host"), host);
        }
        Ok(headers)
    }
}

/// The classic path segment after the ticker or CIK; the summary has none.
fn last10k_suffix(op: Operation) -> Option<&'static str> {
    match op {
        Operation::Statement(StatementKind::Summary) => None,
        Operation::Statement(k) => Some(k.name()),
        Operation::Quote => Some("quote"),
        Operation::Prices => Some("prices"),
        Operation::TickerByCik => Some("ticker"),
        Operation::CikByTicker => Some("cik"),
    }
}

fn rapidapi_operation(op: Operation) -> &'static str {
    match op {
        Operation::Statement(k) => k.name(),
        Operation::Quote => "quote",
        Operation::Prices => "prices",
        Operation::TickerByCik => "ticker",
        Operation::CikByTicker => "cik",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Form;

    fn base(p: Provider) -> Url {
        Url::parse(p.default_base()).unwrap()
    }

    #[test]
    fn last10k_urls() {
        let p = Provider::Last10k;
        let mut r = Request::new(Operation::Statement(StatementKind::Income), "AAPL");
        assert_eq!(p.url(&base(p), &r).as_str(), "https://services.last10k.com/v1/company/AAPL/income");
        r.form = Some(Form::TenQ);
        r.filing_order = Some(2);
        assert_eq!(
            p.url(&base(p), &r).as_str(),
            "https://services.last10k.com/v1/company/AAPL/income?formType=10-Q&filingOrder=2"
        );
        let s = Request::new(Operation::Statement(StatementKind::Summary), "BRK.B");
        assert_eq!(p.url(&base(p), &s).as_str(), "https://services.last10k.com/v1/company/BRK.B");
        let t = Request::new(Operation::TickerByCik, "320193");
        let prefixed = Url::parse("http://127.0.0.1:8080/proxy/").unwrap();
        assert_eq!(p.url(&prefixed, &t).as_str(), "http://127.0.0.1:8080/proxy/v1/company/320193/ticker");
        let evil = Request::new(Operation::Quote, "A/B?c=1#d");
        assert_eq!(p.url(&base(p), &evil).as_str(), "https://services.last10k.com/v1/company/A%2FB%3Fc=1%23d/quote");
    }

    #[test]
    fn rapidapi_urls() {
        let p = Provider::Rapidapi;
        let mut r = Request::new(Operation::Statement(StatementKind::BalanceSheet), "AAPL");
        r.form = Some(Form::TenK);
        r.filing_order = Some(0);
        assert_eq!(
            p.url(&base(p), &r).as_str(),
            "https://last10k-company-v1.p.rapidapi.com/v1/company/balancesheet?ticker=AAPL&formType=10-K&filingOrder=0"
        );
        let t = Request::new(Operation::TickerByCik, "320193");
        assert_eq!(
            p.url(&base(p), &t).as_str(),
            "https://last10k-company-v1.p.rapidapi.com/v1/company/ticker?cik=320193"
        );
        let evil = Request::new(Operation::Quote, "A&b=1");
        assert_eq!(
            p.url(&base(p), &evil).as_str(),
            "https://last10k-company-v1.p.rapidapi.com/v1/company/quote?ticker=A%26b%3D1"
        );
    }

    #[test]
    fn headers() {
        let key = ApiKey::new("k-123").unwrap();
        let h = Provider::Rapidapi.auth_headers(&key, &base(Provider::Rapidapi)).unwrap();
        assert_eq!(h["x-rapidapi-key"], "k-123");
        assert!(h["x-rapidapi-key"].is_sensitive());
        assert_eq!(h["x-rapidapi-host"], "last10k-company-v1.p.rapidapi.com");
        let h = Provider::Last10k.auth_headers(&key, &base(Provider::Last10k)).unwrap();
        assert_eq!(h["ocp-apim-subscription-key"], "k-123");
        assert_eq!(h.len(), 1);
    }
}
