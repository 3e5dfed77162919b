//! `ticker CIK` and `cik TICKER`: the identifier look-ups.

use crate::api::{Operation, Request, model};
use crate::cli::{CikArgs, TickerArgs};
use crate::render::Doc;
use crate::settings::{self, Settings};

pub fn ticker_request(args: &CikArgs) -> crate::error::Result<Request> {
    Ok(Request::new(
        Operation::TickerByCik,
        settings::cik(&args.cik)?,
    ))
}

pub fn cik_request(args: &TickerArgs) -> crate::error::Result<Request> {
    Ok(Request::new(
        Operation::CikByTicker,
        settings::ticker(&args.ticker)?,
    ))
}

pub async fn tickers(settings: &Settings, req: Request) -> anyhow::Result<()> {
    let (client, resp) = super::fetch(settings, &req).await?;
    if settings.raw {
        return super::emit(settings, None, &resp.body);
    }
    let ids = client.decode(&req, &resp, |b| model::identifiers(b, &req.subject))?;
    super::emit(settings, Some(Doc::Tickers(&ids)), &resp.body)
}

pub async fn ciks(settings: &Settings, req: Request) -> anyhow::Result<()> {
    let (client, resp) = super::fetch(settings, &req).await?;
    if settings.raw {
        return super::emit(settings, None, &resp.body);
    }
    let ids = client.decode(&req, &resp, |b| model::identifiers(b, &req.subject))?;
    super::emit(settings, Some(Doc::Ciks(&ids)), &resp.body)
}
