//! Where filings and market data come from: the provider and its base URL, the keyless sources
//! for who has no key, the market source, `--demo` over both, and the automatic choice (the bulk
//! store first when no provider is chosen).

use std::path::Path;

use reqwest::Url;

use super::{Given, Origin, Rows, parse_base_url, pick};
use crate::cli::{Market as MarketName, Provider as ProviderName};
use crate::error::Result;
use crate::model::Operation;
use crate::net::ApiKey;
use crate::sources::{Endpoint, RouteConfig, Source};

/// The provider chosen and its base URL, before the key decides whether it is used.
pub(super) struct Provider {
    source: Source,
    origin: Origin,
    /// `None` for a local provider: nothing to parse (or to refuse as plain http).
    base: Option<Url>,
    base_origin: Origin,
}

/// The provider and its base URL, parsed (the first thing refused after the format).
pub(super) fn provider(given: &Given) -> Result<Provider> {
    let Given { args, matches, file, .. } = given;
    let (source, origin) = pick(
        matches,
        "provider",
        args.provider.map(provider_source),
        file.provider.map(provider_source),
        Source::default(),
    );
    let default_base = source.declared().base.unwrap_or_default().to_string();
    let (base, base_origin) = pick(matches, "base_url", args.base_url.clone(), file.base_url.clone(), default_base);
    let base = if source.declared().is_local() { None } else { Some(parse_base_url(&base)?) };
    Ok(Provider { source, origin, base, base_origin })
}

/// What a route is asked with.
pub(super) struct Credentials<'a> {
    pub key: Option<ApiKey>,
    pub contact: Option<String>,
    /// The store's folder, which a local source reads.
    pub local: Option<&'a Path>,
}

/// The routes a run asks over.
pub(super) struct Routes {
    pub filings: RouteConfig,
    pub market: RouteConfig,
    /// The automatic choice: with no provider chosen and a bulk store that holds quarters, the
    /// store answers first the filings it surely holds.
    pub first: Option<RouteConfig>,
    /// With `--demo`, the demo's store behind the bundled answers.
    pub behind: Option<RouteConfig>,
}

/// The routes. The provider and base URL shown (`config show`) are the ones used: their rows go
/// at `provider_row`, the market's at the end.
pub(super) fn resolve(
    given: &Given,
    provider: Provider,
    with: Credentials,
    origins: &mut Rows,
    provider_row: usize,
) -> Result<Routes> {
    let Given { args, matches, environment, file, .. } = given;
    let Credentials { key, contact, local } = with;
    // Who has no Last10K key and chose no provider gets filings from the keyless source
    // (SEC EDGAR, which asks only for a contact); quotes and prices stay with the provider.
    let (filings_source, filings_base) = if provider.origin == Origin::Default && key.is_none() {
        let source = Source::KEYLESS_FILINGS;
        let chosen = if provider.base_origin == Origin::Default { None } else { provider.base.as_ref() };
        (source, endpoint(source, chosen, local)?)
    } else {
        (provider.source, endpoint(provider.source, provider.base.as_ref(), local)?)
    };
    let first = match (local, provider.origin, args.demo, given.store_held) {
        (Some(dir), Origin::Default, false, true) => Some(RouteConfig::local(Source::STORE, Some(dir.to_path_buf()))),
        _ => None,
    };
    let mut provider_shown = if filings_source == provider.source {
        provider.source.name().to_string()
    } else {
        format!("{} (no Last10K key is set; {} with one)", filings_source.name(), provider.source.name())
    };
    if let Some(first) = &first {
        provider_shown = format!("{provider_shown}; {} first, for the filings it holds", first.source.named());
    }
    origins.insert(provider_row, ("provider", provider_shown, provider.origin));
    let base_origin = if filings_base.url() == provider.base.as_ref() { provider.base_origin } else { Origin::Default };
    origins.insert(provider_row + 1, ("base_url", filings_base.to_string(), base_origin));

    // Quotes and prices: the chosen market source, else the provider's own when it has them
    // and a key, else the keyless market source.
    let (market_choice, market_origin) =
        pick(matches, "market", args.market.map(market_source), file.market.map(market_source), {
            if key.is_some() && provider.source.declared().answers(Operation::Quote) {
                provider.source
            } else {
                Source::KEYLESS_MARKET
            }
        });
    let market_base = match (&environment.market_base_url, &file.market_base_url) {
        _ if market_choice.declared().is_local() => endpoint(market_choice, None, local)?,
        (Some(b), _) | (None, Some(b)) => Endpoint::Http(parse_base_url(b)?),
        _ if market_choice == provider.source => endpoint(provider.source, provider.base.as_ref(), local)?,
        _ => endpoint(market_choice, None, local)?,
    };
    origins.push(("market", format!("{} at {market_base}", market_choice.name()), market_origin));

    // Each route has its own source, endpoint and credentials, so that they can differ; `--demo`
    // answers both from the bundled data (what is configured is still shown), its store (`local`
    // is the demo's) behind them, or in their place for filings with `--provider bulk`.
    if args.demo {
        let demo = RouteConfig::local(Source::DEMO, None);
        let store = RouteConfig::local(Source::STORE, local.map(Path::to_path_buf));
        if provider.source == Source::STORE && provider.origin != Origin::Default {
            return Ok(Routes { filings: store, market: demo, first: None, behind: None });
        }
        return Ok(Routes { filings: demo.clone(), market: demo, first: None, behind: Some(store) });
    }
    let filings =
        RouteConfig { source: filings_source, endpoint: filings_base, key: key.clone(), contact: contact.clone() };
    let market = RouteConfig { source: market_choice, endpoint: market_base, key, contact };
    Ok(Routes { filings, market, first, behind: None })
}

/// Where `source` is asked: the base URL chosen for it, else its own; a local source has none,
/// and reads `local` (the store's folder) instead.
fn endpoint(source: Source, chosen: Option<&Url>, local: Option<&Path>) -> Result<Endpoint> {
    let declared = source.declared();
    if declared.is_local() {
        return Ok(Endpoint::Local(local.map(Path::to_path_buf)));
    }
    match chosen {
        Some(url) => Ok(Endpoint::Http(url.clone())),
        None => Ok(Endpoint::Http(parse_base_url(declared.base.unwrap_or_default())?)),
    }
}

/// The source a `--provider` value (or the config file's `provider`) names.
fn provider_source(named: ProviderName) -> Source {
    match named {
        ProviderName::Last10k => Source::Last10k,
        ProviderName::Rapidapi => Source::Rapidapi,
        ProviderName::Edgar => Source::Edgar,
        ProviderName::Bulk => Source::Fsds,
    }
}

/// The source a `--market` value (or the config file's `market`) names.
fn market_source(named: MarketName) -> Source {
    match named {
        MarketName::Last10k => Source::Last10k,
        MarketName::Rapidapi => Source::Rapidapi,
        MarketName::Yahoo => Source::Yahoo,
    }
}
