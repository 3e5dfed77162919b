//! Work done item by item on a few threads (as many as there are cores, up to four), the answers
//! in the items' order, as one thread doing them in turn would give them: a screen's data sets,
//! a chunk of filings standardized side by side. A bottom module: it knows threads, not the work.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// `work` done for each item on as many threads as there are cores (up to four), the answers in
/// the items' order; the first item's error, in that order, if any failed (no item is begun
/// after a failure).
pub fn each<I: Sync, T: Send, E: Send>(items: &[I], work: impl Fn(&I) -> Result<T, E> + Sync) -> Result<Vec<T>, E> {
    let next = Next { at: AtomicUsize::new(0), failed: AtomicBool::new(false) };
    let answers: Vec<Mutex<Option<Result<T, E>>>> = items.iter().map(|_| Mutex::new(None)).collect();
    let work = &work;
    std::thread::scope(|scope| {
        // As many as there are cores, up to four (as the import types and encodes).
        let threads = std::thread::available_parallelism().map_or(2, |n| n.get().min(4)).min(items.len());
        for _ in 1..threads {
            // A thread that cannot be started leaves its items to the others.
            let _ = std::thread::Builder::new()
                .name("finq-screen".into())
                .spawn_scoped(scope, || take(items, &next, &answers, work));
        }
        take(items, &next, &answers, work);
    });
    let mut out = Vec::with_capacity(items.len());
    for answer in answers {
        match answer.into_inner().unwrap_or_else(|p| p.into_inner()) {
            Some(Ok(t)) => out.push(t),
            Some(Err(e)) => return Err(e),
            // Items are taken in order and none after a failure: one left undone comes after it.
            None => unreachable!("an item left undone before the one that failed"),
        }
    }
    Ok(out)
}

/// The next item to take, and whether one failed.
struct Next {
    at: AtomicUsize,
    failed: AtomicBool,
}

/// Does the items not yet taken, one at a time, placing each answer at its item's place, until
/// they are all taken or one failed.
fn take<I, T, E>(
    items: &[I],
    next: &Next,
    answers: &[Mutex<Option<Result<T, E>>>],
    work: &impl Fn(&I) -> Result<T, E>,
) {
    while !next.failed.load(Ordering::Acquire) {
        let i = next.at.fetch_add(1, Ordering::AcqRel);
        let Some(item) = items.get(i) else { return };
        let answer = work(item);
        if answer.is_err() {
            next.failed.store(true, Ordering::Release);
        }
        *answers[i].lock().unwrap_or_else(|p| p.into_inner()) = Some(answer);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::{Error, ErrorKind};

    #[test]
    fn answers_come_in_the_items_order_and_the_first_error_in_that_order() {
        let items: Vec<u64> = (0..200).collect();
        // Uneven work, so that the threads finish out of order.
        let slow = |i: &u64| {
            std::thread::sleep(std::time::Duration::from_micros((i * 7919) % 300));
            Ok::<_, Error>(i * 2)
        };
        assert_eq!(each(&items, slow).unwrap(), items.iter().map(|i| i * 2).collect::<Vec<_>>());
        assert!(each(&[] as &[u64], slow).unwrap().is_empty());
        let failing = |i: &u64| match i {
            30 | 70 => Err(Error::new(ErrorKind::Files, format!("item {i}"))),
            _ => slow(i),
        };
        for _ in 0..20 {
            let e = each(&items, failing).unwrap_err();
            assert!(e.to_string().contains("item 30"), "{e}");
        }
    }
}
