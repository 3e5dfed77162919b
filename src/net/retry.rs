//! When to ask again: which failures are worth a retry, how long to wait, and `Retry-After`.
//!
//! Every operation is a GET of data that does not change under the request, so asking again is
//! always safe; what a retry must not do is hammer a service that said "slow down", or run past the
//! user's time-out. Waits use exponential back-off with full jitter (a uniformly random wait up to
//! the exponential bound), which spreads the retries of many clients best.

use std::time::{Duration, SystemTime};

/// The first back-off bound; doubled each try.
const BASE: Duration = Duration::from_millis(250);
/// No back-off bound grows past this.
const MAX_BACKOFF: Duration = Duration::from_secs(8);
/// A `Retry-After` longer than this is not waited for: finq gives up and says when to come back.
pub const MAX_RETRY_AFTER: Duration = Duration::from_secs(60);

/// Statuses that mean "try again": rate limited, and the gateway-ish 5xx that pass.
pub fn retryable_status(status: u16) -> bool {
    matches!(status, 429 | 502 | 503 | 504)
}

/// The wait before try `attempt + 1` (attempt counts from 1), with full jitter.
pub fn backoff(attempt: u32) -> Duration {
    let bound = BASE.saturating_mul(1u32 << attempt.saturating_sub(1).min(16)).min(MAX_BACKOFF);
    bound.mul_f64(fastrand::f64())
}

/// No parsed wait is taken as longer than this: a service's `Retry-After: 300000000000` must not
/// overflow a clock (finq would abort) nor print as nonsense. Anything this long is "not today".
pub const MAX_PARSED_WAIT: Duration = Duration::from_secs(30 * 24 * 3600);

/// `Retry-After` as seconds (`120`) or as an HTTP date, as a wait from `now`, at most
/// [`MAX_PARSED_WAIT`].
pub fn parse_retry_after(value: &str, now: SystemTime) -> Option<Duration> {
    let v = value.trim();
    let wait = if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) {
        // Digits too many for a u64 are still a (very long) number of seconds.
        v.parse::<u64>().map_or(MAX_PARSED_WAIT, Duration::from_secs)
    } else {
        let at = httpdate::parse_http_date(v).ok()?;
        at.duration_since(now).unwrap_or(Duration::ZERO)
    };
    Some(wait.min(MAX_PARSED_WAIT))
}

/// "45 s", "12 min", "2 h 5 min", for messages.
pub fn human(d: Duration) -> String {
    let s = d.as_secs();
    if s < 90 {
        return format!("{s} s");
    }
    let minutes = s.saturating_add(30) / 60;
    match (minutes / 60, minutes % 60) {
        (0, m) => format!("{m} min"),
        (h, 0) => format!("{h} h"),
        (h, m) => format!("{h} h {m} min"),
    }
}

/// "in 1 h (Sun, 22 Nov 2026 07:30:00 GMT)": when something comes back.
pub fn when(d: Duration, now: SystemTime) -> String {
    match now.checked_add(d.min(MAX_PARSED_WAIT)) {
        Some(at) => format!("in {} ({})", human(d), httpdate::fmt_http_date(at)),
        None => format!("in {}", human(d)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_is_bounded_and_grows() {
        for attempt in 1..40 {
            let d = backoff(attempt);
            let bound = BASE.saturating_mul(1 << (attempt - 1).min(16)).min(MAX_BACKOFF);
            assert!(d <= bound, "{attempt}: {d:?}");
        }
        // Full jitter: over many draws the waits of try 4 spread over most of their 2 s bound.
        let max = (0..200).map(|_| backoff(4)).max().unwrap();
        assert!(max > Duration::from_millis(1000), "{max:?}");
    }

    #[test]
    fn retry_after_in_seconds_or_as_a_date() {
        let now = httpdate::parse_http_date("Sun, 22 Nov 2026 06:00:00 GMT").unwrap();
        assert_eq!(parse_retry_after("7", now), Some(Duration::from_secs(7)));
        assert_eq!(parse_retry_after(" 120 ", now), Some(Duration::from_secs(120)));
        assert_eq!(parse_retry_after("Sun, 22 Nov 2026 06:00:30 GMT", now), Some(Duration::from_secs(30)));
        assert_eq!(parse_retry_after("Sun, 22 Nov 2026 05:00:00 GMT", now), Some(Duration::ZERO));
        assert_eq!(parse_retry_after("soon", now), None);
        assert_eq!(parse_retry_after("-1", now), None);
        // Absurd waits are clamped, never overflow a clock.
        assert_eq!(parse_retry_after("300000000000", now), Some(MAX_PARSED_WAIT));
        assert_eq!(parse_retry_after("18446744073709551615", now), Some(MAX_PARSED_WAIT));
        assert_eq!(parse_retry_after("99999999999999999999999", now), Some(MAX_PARSED_WAIT));
        assert_eq!(parse_retry_after("Fri, 31 Dec 9999 23:59:59 GMT", now), Some(MAX_PARSED_WAIT));
        assert!(when(Duration::MAX, now).starts_with("in "));
        assert_eq!(human(Duration::MAX), human(Duration::from_secs(u64::MAX)));
    }

    #[test]
    fn human_durations() {
        assert_eq!(human(Duration::from_secs(7)), "7 s");
        assert_eq!(human(Duration::from_secs(600)), "10 min");
        assert_eq!(human(Duration::from_secs(3600)), "1 h");
        assert_eq!(human(Duration::from_secs(7500)), "2 h 5 min");
        assert_eq!(human(Duration::from_secs(3590)), "1 h");
    }

    #[test]
    fn which_statuses_are_retried() {
        for s in [429, 502, 503, 504] {
            assert!(retryable_status(s));
        }
        for s in [200, 400, 401, 403, 404, 500, 501] {
            assert!(!retryable_status(s));
        }
    }
}
