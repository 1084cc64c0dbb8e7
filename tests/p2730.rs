//! `p2730_magic_squares`, in-process, on every one of the 8! targets against the kit (one
//! distance table and a greedy walk down it, written apart from the bin's BFS parents).

#[allow(dead_code)]
#[path = "../src/bin/p2730_magic_squares.rs"]
mod p2730_magic_squares;

mod common;

use eight_puzzle::problems::p2730::{answer, to_input, Distances, LAYERS};
use eight_puzzle::tables::Tables;

#[test]
fn every_target_in_the_smallest_shortest_sequence() {
    let table = Tables::new().get::<Distances>();
    assert_eq!(table.histogram(), LAYERS);
    let targets: Vec<_> = table.all().map(|(state, _)| state).collect();
    assert_eq!(targets.len(), 40_320);
    let failures = common::per_core(&targets, |part| {
        let mut failures = Vec::new();
        for target in part {
            let input = to_input(target);
            let got = p2730_magic_squares::solve(&input);
            let want = answer(&table, target);
            if got.as_ref() != Ok(&want) {
                failures.push(format!("{}: {want:?} expected, got {got:?}", input.trim()));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

#[test]
fn the_sample_exactly() {
    let sample = "2 6 8 4 5 7 3 1\n";
    assert_eq!(p2730_magic_squares::solve(sample).unwrap(), "7\nBCABCCB\n");
    assert_eq!(
        p2730_magic_squares::solve(" 1 2 3 4 5 6 7 8 ").unwrap(),
        "0\n"
    );
    for bad in [
        "",
        "1 2 3 4 5 6 7",
        "1 2 3 4 5 6 7 8 1",
        "1 2 3 4 5 6 7 7",
        "0 1 2 3 4 5 6 7",
    ] {
        assert!(p2730_magic_squares::solve(bad).is_err(), "{bad:?}");
    }
}
