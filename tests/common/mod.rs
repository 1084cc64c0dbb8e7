//! Helpers shared by the exhaustive tests.
// Every test crate compiles this module on its own and uses only part of it.
#![allow(dead_code)]

/// Splits `items` into one chunk per core, runs `work` on each chunk in a thread of its own,
/// and returns the results in chunk order.
pub fn per_core<T: Sync, R: Send>(items: &[T], work: impl Fn(&[T]) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = ((items.len() + threads - 1) / threads).max(1);
    std::thread::scope(|scope| {
        let work = &work;
        let handles: Vec<_> = items
            .chunks(chunk)
            .map(|part| scope.spawn(move || work(part)))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    })
}

/// Fails with the count and the first few failures, if there are any.
pub fn assert_none_failed(failures: &[String]) {
    let first = &failures[..failures.len().min(5)];
    assert!(
        failures.is_empty(),
        "{} failures, first: {first:?}",
        failures.len()
    );
}
