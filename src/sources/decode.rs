//! What a source's reader says when a body is not the answer asked for ([`DecodeError`]), how
//! that becomes finq's error: shared by every source, named by none.

use crate::error::Error;
use crate::model::Request;
use crate::net::Response;
use crate::sanitize;

/// Why a body could not be read as the answer that was asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    /// Not JSON at all (an HTML page, a truncated document).
    NotJson(String),
    /// JSON, but not the shape of this operation's answer.
    Shape(String),
    /// A well-formed answer whose `status` says the service failed.
    Status(i64),
    /// A well-formed answer with nothing in it (a chart whose every close is null): "no data",
    /// reported as not found.
    NoData(String),
}

/// A 200 body that is not a valid answer: a service error naming the operation, the status and
/// what was wrong.
pub(crate) fn decode_error(req: &Request, resp: &Response, e: DecodeError) -> Error {
    let what = req.describe();
    let ct = resp.content_type.as_deref().unwrap_or("none");
    let detail = match e {
        DecodeError::NotJson(why) => format!(
            "the service answered {what} with something that is not JSON (status 200, content type {ct}): {why}"
        ),
        DecodeError::Shape(why) => {
            format!("the service answered {what} with an unexpected shape (status 200): {why}")
        }
        DecodeError::Status(s) => {
            format!("the service reported a failure for {what}: status {s} in a 200 answer")
        }
        DecodeError::NoData(why) => return Error::not_found(sanitize::for_terminal(&format!("no data: {why}"))),
    };
    Error::service(sanitize::for_terminal(&detail))
}
