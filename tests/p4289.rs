//! `p4289_moving_toys`, in-process, against the kit's breadth-first search over boards
//! (written apart from the bin's matching by Manhattan distance): every pair of boards for
//! 0-3 and 13-16 toys, and seeded random pairs for every toy count.

#[allow(dead_code)]
#[path = "../src/bin/p4289_moving_toys.rs"]
mod p4289_moving_toys;

mod common;

use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::p4289::{distances_from, to_input, Board, DIAMETER};
use eight_puzzle::sampling::shuffle;

/// Every board of `k` toys.
fn boards(k: u32) -> Vec<Board> {
    (0..1 << 16)
        .filter(|b: &Board| b.count_ones() == k)
        .collect()
}

/// The bin against the kit from every start in `starts` to every target of as many toys;
/// with `whole`, the farthest pair must be `DIAMETER[k]` apart.
fn from_each(starts: &[Board], whole: bool) -> Vec<String> {
    let mut failures = Vec::new();
    for &start in starts {
        let far = distances_from(start);
        for (&target, &d) in &far {
            let got = p4289_moving_toys::solve(&to_input(start, target));
            if got != Ok(format!("{d}\n")) {
                failures.push(format!(
                    "{start:04x} -> {target:04x}: {d} expected, got {got:?}"
                ));
            }
        }
        let k = start.count_ones() as usize;
        if whole && far.values().max() > Some(&DIAMETER[k]) {
            failures.push(format!("{k} toys: a pair farther than {}", DIAMETER[k]));
        }
    }
    failures
}

#[test]
fn every_pair_for_few_toys_or_few_empty_cells() {
    for k in [0, 1, 2, 3, 13, 14, 15, 16] {
        let starts = boards(k);
        let failures = common::per_core(&starts, |part| from_each(part, true));
        common::assert_none_failed(&failures.concat());
    }
}

#[test]
fn the_measured_diameters_are_reached_where_every_pair_is_searched() {
    for k in [0u32, 1, 2, 3, 13, 14, 15, 16] {
        let farthest = boards(k)
            .iter()
            .map(|&s| *distances_from(s).values().max().unwrap())
            .max();
        assert_eq!(farthest, Some(DIAMETER[k as usize]), "{k} toys");
    }
}

#[test]
fn seeded_random_pairs_for_every_toy_count() {
    let mut rng = Mt19937::new(4289);
    for k in 0..=16usize {
        // 12 random starts a count, each against every target: thousands of pairs.
        let mut starts = Vec::new();
        for _ in 0..12 {
            let mut cells: Vec<u32> = (0..16).collect();
            shuffle(&mut cells, &mut rng);
            starts.push(cells[..k].iter().fold(0, |b, &c| b | 1 << c));
        }
        starts.push((1 << k) - 1);
        let failures = common::per_core(&starts, |part| from_each(part, false));
        common::assert_none_failed(&failures.concat());
    }
}

#[test]
fn the_sample_and_the_farthest_pair_exactly() {
    let sample = "1111\n0000\n1110\n0010 \n\n1010\n0101\n1010\n0101\n";
    assert_eq!(p4289_moving_toys::solve(sample).unwrap(), "4\n");
    // One of the 144 ordered pairs of 8 toys 20 moves apart, the most of any pair.
    let far = "1111 1110 1000 0000\n\n0001 0011 0011 0111\n";
    assert_eq!(p4289_moving_toys::solve(far).unwrap(), "20\n");
    for bad in [
        "",
        "1111 0000 1110 0010\n\n1010 0101 1010 0100",
        "1111 0000 1110 0010\n\n1010 0101 1010 0101 1",
        "1111 0000 1110 0010\n\n1010 0101 1010 010",
        "1111 0000 1110 0020\n\n1010 0101 1010 0101",
    ] {
        assert!(p4289_moving_toys::solve(bad).is_err(), "{bad:?}");
    }
    let counts = p4289_moving_toys::solve("1111 0000 1110 0010\n\n1010 0101 1010 0100");
    assert!(counts.unwrap_err().contains("8 toys and the target 7"));
}
