//! `quote` and `prices`: market data for a ticker.

use crate::api::{Operation, Request, model};
use crate::cli::TickerArgs;
use crate::render::Doc;
use crate::settings::{self, Settings};

pub fn request(op: Operation, args: &TickerArgs) -> crate::error::Result<Request> {
    Ok(Request::new(op, settings::ticker(&args.ticker)?))
}

pub async fn quote(settings: &Settings, req: Request) -> anyhow::Result<()> {
    let (client, resp) = super::fetch(settings, &req).await?;
    if settings.raw {
        return super::emit(settings, None, &resp.body);
    }
    let quote = client.decode(&req, &resp, |b| model::quote(b, &req.subject))?;
    super::emit(settings, Some(Doc::Quote(&quote)), &resp.body)
}

pub async fn prices(settings: &Settings, req: Request) -> anyhow::Result<()> {
    let (client, resp) = super::fetch(settings, &req).await?;
    if settings.raw {
        return super::emit(settings, None, &resp.body);
    }
    let prices = client.decode(&req, &resp, |b| model::prices(b, &req.subject))?;
    super::emit(settings, Some(Doc::Prices(&prices)), &resp.body)
}
