//! `p2730_magic_squares`, in-process, on every one of the 8! targets against the kit (one
//! distance table and a greedy walk down it, written apart from the bin's BFS parents).

use crate::bins::p2730_magic_squares;
use crate::common;
use crate::common::Scratch;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::problems::p2730_magic_squares as kit;
use eight_puzzle::problems::p2730_magic_squares::{answer, to_input, Distances, LAYERS};

tiers!(
    every_target_in_the_smallest_shortest_sequence,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    every_magic_square_target_for_another_base
);

/// Every target (the quick tier: a sample, the base and the farthest) in the smallest of
/// its shortest sequences.
fn every_target_in_the_smallest_shortest_sequence(tier: Tier) {
    let table = common::tables().get::<Distances>();
    assert_eq!(table.histogram(), LAYERS);
    crate::cards::states("p2730_magic_squares", &[LAYERS.len() as u32 - 1]);
    let all: Vec<_> = table.all().collect();
    assert_eq!(all.len(), 40_320);
    let far = all.iter().map(|t| t.1).max();
    let targets: Vec<_> = tier.sample(all, 2_000, |t| t.1 == 0 || Some(t.1) == far);
    let targets: Vec<_> = targets.into_iter().map(|(state, _)| state).collect();
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

/// P2730 魔板 through `gen`, `check` and `count`.
#[test]
fn the_magic_squares_through_the_tools() {
    let far = "4 3 1 2 5 6 7 8\n";
    crate::tools::own_figures(
        "p2730_magic_squares",
        ("22", Some(far)),
        (
            far,
            "22\nABBBCABBBCBBBCBCABCBBB\n",
            "22\nABBBCABBBCBBBCBCABCBBC\n",
        ),
        "reach,40320,40320,22\n",
    );
}

/// `p2730_magic_squares` on every target for a reversed and a seeded random BASE: the kit
/// walks from that base itself, where the bin renames the target (the quick tier: a sample).
fn every_magic_square_target_for_another_base(tier: Tier) {
    let scratch = Scratch::new("goals-magic");
    let table = common::tables().get::<kit::Distances>();
    let targets: Vec<kit::State> = table.all().map(|(state, _)| state).collect();
    let targets = tier.sample(targets, 1_000, |_| false);
    let inputs: Vec<String> = targets.iter().map(kit::to_input).collect();
    let reversed: Vec<u8> = (0..8).rev().collect();
    for base in [reversed, goals::random_goal(8, 27)] {
        let from: kit::State = base.clone().try_into().unwrap();
        let want: Vec<String> = targets
            .iter()
            .map(|t| {
                let path = table.smallest_from(&from, t);
                format!("{} {path}", path.len()).trim_end().to_string()
            })
            .collect();
        let values: Vec<u8> = base.iter().map(|v| v + 1).collect();
        goals::holds(
            &scratch,
            ("p2730_magic_squares", Call::AllLines),
            "BASE",
            &values,
            &inputs,
            &want,
        );
    }
}
