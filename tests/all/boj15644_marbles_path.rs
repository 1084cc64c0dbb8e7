//! Baekjoon 15644 on every position of the marbles on the kit's seeded boards:
//! each output judged by the kit's checker (the count held to the kit's search, the tilts
//! replayed a cell at a time).

use crate::bins::boj15644_marbles_path as bin;
use crate::common;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::marbles::{self, every_position, to_input};
use eight_puzzle::problem::Problem;
use eight_puzzle::problems::boj15644_marbles_path::PROBLEM;
use std::time::Duration;

/// The input of every position of every seeded board (the quick tier: every 9th shape and
/// the largest).
fn positions(tier: Tier) -> Vec<String> {
    marbles::seeded_boards(tier.pick(9, 1))
        .iter()
        .flat_map(every_position)
        .map(|m| to_input(&m))
        .collect()
}

tiers!(
    every_position_judged,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    no_limit_by_constant
);

/// The bin's count and tilts on every position (the quick tier: every 9th shape),
/// judged by the checker, under a budget.
fn every_position_judged(tier: Tier) {
    common::none_fail_within(Duration::from_secs(200), move || {
        let mut failures = Vec::new();
        for input in positions(tier) {
            let out = bin::solve(&input).unwrap_or_else(|e| format!("error: {e}"));
            let verdict = PROBLEM.check(common::tables(), &input, &out, None);
            if !verdict.is_accepted() {
                failures.push(format!("{input}: {out:?}: {verdict}"));
            }
        }
        failures
    });
}

/// `MOST_TILTS = 10000`: the count is the fewest tilts with no limit (Baekjoon 15653's).
fn no_limit_by_constant(tier: Tier) {
    let scratch = common::Scratch::new("goals-boj15644");
    let cases = positions(tier);
    let cases = &cases[..cases.len().min(tier.pick(500, 5_000))];
    let inputs: Vec<String> = cases.iter().map(|i| i.replace('\n', "|") + "\n").collect();
    let want: Vec<String> = cases
        .iter()
        .map(|i| {
            let m = marbles::parse(i).unwrap();
            marbles::fewest(&m, 10_000).map_or("-1".into(), |p| p.len().to_string())
        })
        .collect();
    let exe = goals::build(
        &scratch,
        "boj15644_marbles_path",
        &[("MOST_TILTS", "10000".into())],
        Call::Solve,
    )
    .unwrap();
    goals::compare(
        "MOST_TILTS = 10000",
        &inputs,
        &goals::answers(&exe, &inputs),
        &want,
    );
}

#[test]
fn the_samples_judged() {
    for path in common::case_inputs("boj15644_marbles_path") {
        let input = std::fs::read_to_string(&path).unwrap();
        let out = bin::solve(&input).unwrap();
        assert_eq!(
            out,
            std::fs::read_to_string(path.with_extension("out")).unwrap()
        );
        assert!(
            PROBLEM
                .check(common::tables(), &input, &out, None)
                .is_accepted(),
            "{input}"
        );
    }
}

special_judge!(boj15644_marbles_path);
