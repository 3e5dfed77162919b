//! `balancesheet`, `income`, `equity`, `operations` and `summary`: one filing's statement.

use crate::api::{Operation, Request, model};
use crate::cli::{Command, StatementArgs};
use crate::domain::StatementKind;
use crate::render::{self, Doc};
use crate::settings::{self, Settings};

pub fn kind_of(cmd: &Command) -> StatementKind {
    match cmd {
        Command::Balancesheet(_) => StatementKind::BalanceSheet,
        Command::Income(_) => StatementKind::Income,
        Command::Equity(_) => StatementKind::Equity,
        Command::Operations(_) => StatementKind::Operations,
        _ => StatementKind::Summary,
    }
}

/// The validated request: form and filing order are sent only when chosen.
pub fn request(kind: StatementKind, args: &StatementArgs) -> crate::error::Result<Request> {
    let mut req = Request::new(Operation::Statement(kind), settings::ticker(&args.ticker)?);
    req.form = settings::form(args);
    req.filing_order = args.filing_order;
    Ok(req)
}

pub async fn run(settings: &Settings, req: Request) -> anyhow::Result<()> {
    let Operation::Statement(kind) = req.op else {
        unreachable!("statement request")
    };
    let (client, resp) = super::fetch(settings, &req).await?;
    if settings.raw {
        return super::emit(settings, None, &resp.body);
    }
    let statement = client.decode(&req, &resp, |b| model::statement(kind, b))?;
    if let Some(count) = statement.count_mismatch
        && settings.verbose > 0
    {
        render::notice(&format!(
            "the service said count {count} but sent {} items for {}",
            statement.items.len(),
            req.describe()
        ));
    }
    super::emit(
        settings,
        Some(Doc::Statement {
            ticker: &req.subject,
            statement: &statement,
        }),
        &resp.body,
    )
}

pub async fn run_summary(settings: &Settings, req: Request) -> anyhow::Result<()> {
    let (client, resp) = super::fetch(settings, &req).await?;
    if settings.raw {
        return super::emit(settings, None, &resp.body);
    }
    let summary = client.decode(&req, &resp, model::summary)?;
    super::emit(
        settings,
        Some(Doc::Summary {
            ticker: &req.subject,
            summary: &summary,
        }),
        &resp.body,
    )
}
