//! Luogu P10485 Bloxorz I on every placement of the block on seeded stages of every shape
//! and mix, against the kit's search (a box whose extents swap as it rolls, over a hash map,
//! written apart from the bin's poses and table of rolls), and the block's length by
//! constant.

use crate::bins::p10485_bloxorz as bin;
use crate::common;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::p10485_bloxorz::{
    answer, answers, every_start, fewest, random_stage, textbook, to_input, Stage,
};
use std::time::Duration;

/// Seeded stages 3-24 a side, every mix of fragile and empty cells, smallest first; the
/// quick tier keeps every 8th and the largest.
fn stages(tier: Tier) -> Vec<Vec<Vec<u8>>> {
    let mut rng = Mt19937::new(10485);
    let mut all: Vec<Vec<Vec<u8>>> = (0..160)
        .map(|i| random_stage(&mut rng, (3, 24), (i % 4, i / 4 % 4)))
        .collect();
    all.sort_by_key(|rows| rows.len() * rows[0].len());
    let last = all.len() - 1;
    all.into_iter()
        .enumerate()
        .filter(|(i, _)| i % tier.pick(8, 1) == 0 || *i == last)
        .map(|(_, rows)| rows)
        .collect()
}

tiers!(every_start_on_160_seeded_stages);

/// The bin on every placement of the block on each stage, a stage's placements read as the
/// cases of one input, against the kit's search and its textbook, under a budget.
fn every_start_on_160_seeded_stages(tier: Tier) {
    common::none_fail_within(Duration::from_secs(120), move || {
        let starts: Vec<Vec<Stage>> = stages(tier)
            .iter()
            .map(|rows| every_start(rows, 2))
            .collect();
        let count: usize = starts.iter().map(Vec::len).sum();
        assert!(count > tier.pick(4_000, 40_000), "{count} placements");
        let failures = common::per_core(&starts, |part| {
            part.iter()
                .flat_map(|every| judge(every))
                .collect::<Vec<_>>()
        });
        let failures: Vec<String> = failures.concat();
        failures
    });
}

/// The failures of the bin on one stage's placements, as one input; the kit's two searches
/// must agree too, and some placement must reach the target unless none can.
fn judge(every: &[Stage]) -> Vec<String> {
    if every.is_empty() {
        return Vec::new();
    }
    let want: String = every.iter().map(|s| answer(fewest(s)) + "\n").collect();
    let books: String = every.iter().map(|s| answer(textbook(s)) + "\n").collect();
    let input = to_input(every);
    let got = bin::solve(&input);
    let mut failures = Vec::new();
    if books != want {
        failures.push(format!(
            "the kit's two searches disagree on {}",
            to_input(&every[..1])
        ));
    }
    if got.as_deref() != Ok(&want) {
        let first = want
            .lines()
            .zip(got.as_deref().unwrap_or("").lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        failures.push(format!(
            "{}: {:?} expected, got {:?}",
            to_input(&every[first..=first]),
            want.lines().nth(first),
            got.map(|g| g.lines().nth(first).map(str::to_string))
        ));
    }
    failures
}

/// `LENGTH = 3` (a 1 × 1 × 3 block) against the kit's search with that block, on every
/// placement of the quick tier's stages.
#[test]
#[cfg_attr(no_rustc, ignore = "builds with rustc: none runs under Wine")]
fn a_longer_block_by_constant() {
    let scratch = common::Scratch::new("goals-p10485");
    let exe = goals::build(
        &scratch,
        "p10485_bloxorz",
        &[("LENGTH", "3".into())],
        Call::Solve,
    )
    .unwrap();
    let every: Vec<Stage> = stages(Tier::Quick)
        .iter()
        .flat_map(|rows| every_start(rows, 3))
        .collect();
    let inputs: Vec<String> = every
        .iter()
        .map(|s| to_input(std::slice::from_ref(s)).replace('\n', "|") + "\n")
        .collect();
    let want: Vec<String> = every.iter().map(|s| answer(fewest(s))).collect();
    assert!(
        want.iter().any(|w| w != "Impossible"),
        "no stage solvable with a longer block"
    );
    goals::compare("LENGTH = 3", &inputs, &goals::answers(&exe, &inputs), &want);
}

#[test]
fn the_samples_and_the_tools() {
    for path in common::case_inputs("p10485_bloxorz") {
        let input = std::fs::read_to_string(&path).unwrap();
        let want = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(bin::solve(&input).unwrap(), want, "{}", path.display());
        let kit: String = answers(&input, 2)
            .unwrap()
            .into_iter()
            .map(|a| answer(a) + "\n")
            .collect();
        assert_eq!(kit, want, "the kit on {}", path.display());
    }
    let (code, case, err) = common::tool("gen", &["--problem", "p10485_bloxorz", "3", "60", "1"]);
    let rolls: u32 = bin::solve(&case).unwrap().trim().parse().unwrap();
    assert_eq!((code, rolls >= 60), (0, true), "{err}");
}
