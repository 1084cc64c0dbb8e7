//! `abc361_go_stones`, in-process, against the kit's breadth-first search over rows of
//! `B`, `W` and `.` (written apart from the bin's bidirectional search over bit rows): every
//! (S, T) pair for N up to 11 (different black counts included), and 8 seeded random
//! starts against every target for N = 12 to 14.

use crate::bins::abc361_go_stones;
use crate::common;
use crate::common::tool;
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::abc361_go_stones::{
    random_stones, targets_from, to_input, DIAMETER, FEWEST_STONES,
};
use std::collections::HashMap;

/// Every row of `n` stones.
fn rows(n: usize) -> Vec<Vec<u8>> {
    let colour = |r: usize, i: usize| [b'W', b'B'][r >> i & 1];
    (0..1 << n)
        .map(|r| (0..n).map(|i| colour(r, i)).collect())
        .collect()
}

/// The bin against the kit from every start in `starts` to every target of `n` stones: the
/// kit's distance where it reaches T, else -1. Also the farthest distance reached.
fn from_each(starts: &[Vec<u8>]) -> (Vec<String>, u32) {
    let (mut failures, mut farthest) = (Vec::new(), 0);
    for s in starts {
        let reached: HashMap<Vec<u8>, u32> = targets_from(s).into_iter().collect();
        for t in rows(s.len()) {
            let d = reached.get(&t).map_or(-1, |&d| i64::from(d));
            farthest = farthest.max(d.max(0) as u32);
            let input = to_input(s, &t);
            let got = abc361_go_stones::solve(&input);
            if got != Ok(format!("{d}\n")) {
                failures.push(format!("{input:?}: {d} expected, got {got:?}"));
            }
        }
    }
    (failures, farthest)
}

/// The bin on every pair from `starts`, on every core; the farthest distance.
fn sweep(starts: &[Vec<u8>]) -> u32 {
    let results = common::per_core(starts, from_each);
    let failures: Vec<String> = results.iter().flat_map(|r| r.0.clone()).collect();
    common::assert_none_failed(&failures);
    results.iter().map(|r| r.1).max().unwrap_or(0)
}

tiers!(every_pair_up_to_eleven_stones_and_the_diameters);

/// Every (S, T) pair for N up to 11, and the diameters (the quick tier: every pair up to 8,
/// then 40 seeded starts of each N, the all-black-first start among them).
fn every_pair_up_to_eleven_stones_and_the_diameters(tier: Tier) {
    for n in FEWEST_STONES..=11 {
        let whole = rows(n);
        let count = whole.len();
        let first = |s: &Vec<u8>| s.windows(2).all(|w| w[0] >= w[1]);
        let starts = match n <= 8 {
            true => whole,
            false => tier.sample(whole, 40, first),
        };
        let farthest = sweep(&starts);
        match starts.len() == count {
            true => assert_eq!(farthest, DIAMETER[n - FEWEST_STONES], "N = {n}"),
            false => assert!(farthest <= DIAMETER[n - FEWEST_STONES], "N = {n}"),
        }
    }
}

#[test]
fn seeded_starts_against_every_target_up_to_fourteen_stones() {
    let mut rng = Mt19937::new(361);
    for n in 12..=14 {
        let starts: Vec<Vec<u8>> = (0..8).map(|_| random_stones(&mut rng, n)).collect();
        let farthest = sweep(&starts);
        assert!(farthest <= DIAMETER[n - FEWEST_STONES], "N = {n}");
    }
}

#[test]
fn the_farthest_pair_and_the_samples() {
    let solve = |text: &str| abc361_go_stones::solve(text).unwrap();
    assert_eq!(solve("6\nBWBWBW\nWWWBBB\n"), "4\n");
    assert_eq!(solve("6\nBBBBBB\nWWWWWW\n"), "-1\n");
    assert_eq!(solve("14\nBBBWBWWWBBWWBW\nWBWWBBWWWBWBBB\n"), "7\n");
    assert_eq!(solve("14\nBBBBBWBWBWWWWW\nWWWWWBWBWBBBBB\n"), "10\n");
    crate::cards::states("abc361_go_stones", &[DIAMETER[14 - FEWEST_STONES]]);
    // Same black count, yet no way: N = 4 splits BBWW from BWBW.
    assert_eq!(solve("4\nBBWW\nBWBW\n"), "-1\n");
}

/// ABC361 D Go Stone Puzzle through `gen`, `check`, `count` and `duipai`.
#[test]
fn the_go_stone_puzzle_through_the_tools() {
    let s = common::Scratch::new("go-stones-tools");
    let (code, far, _) = tool("gen", &["--problem", "abc361_go_stones", "1", "8", "1"]);
    assert_eq!(code, 0);
    let answer = common::run("abc361_go_stones", &[], far.as_bytes()).out();
    assert_eq!(answer, "8\n", "{far}");
    let (code, _, why) = tool("gen", &["--problem", "abc361_go_stones", "1", "9", "1"]);
    assert!(code != 0 && why.contains("at most 8"), "{why}");
    let (code, near, _) = tool("gen", &["--problem", "abc361_go_stones", "2", "4", "0"]);
    assert_eq!(code, 0);
    let moves = common::run("abc361_go_stones", &[], near.as_bytes()).out();
    assert!(
        matches!(moves.trim().parse::<u32>(), Ok(0..=4)),
        "{near}{moves}"
    );
    let input = s.file("in", "6\nBWBWBW\nWWWBBB\n");
    let (code, verdict, _) = tool(
        "check",
        &["abc361_go_stones", &input, &s.file("out", "4\n")],
    );
    assert_eq!(code, 0, "{verdict}");
    let wrong = s.file("wrong", "-1\n");
    assert_eq!(tool("check", &["abc361_go_stones", &input, &wrong]).0, 1);
    let (code, out, _) = tool("count", &["--problem", "abc361_go_stones", "csv"]);
    assert_eq!(code, 0);
    assert!(out.contains("\n4,2,6,2,3,1 0 0 1\n"), "{out}");
    assert!(out.contains("\n14,7,3432,3432,9,"), "{out}");
    let args = [
        "abc361_go_stones",
        "abc361_go_stones",
        "--mode",
        "2",
        "--rounds",
        "20",
    ];
    assert_eq!(tool("duipai", &args).0, 0);
}
