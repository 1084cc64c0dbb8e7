//! P1213 The Clocks on every one of the 4^9 dial settings, through the bin's `solve`, against
//! the kit's breadth-first search from the goal (read off greedily, written apart from the
//! bin's meeting in the middle); other goals by the bin's `GOAL` line.

use crate::bins::p1213_clocks;
use crate::common::{self, Scratch};
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::problems::p1213_clocks::{self as kit, Truth, STATES};

tiers!(
    every_setting,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    other_goals
);

/// Every setting (the quick tier: every 61st, the goal and the farthest), its answer the
/// kit's, byte for byte.
fn every_setting(tier: Tier) {
    let truth = common::tables().get::<Truth>();
    let step = match tier {
        Tier::Quick => 61,
        Tier::Proofs => 1,
    };
    let mut states: Vec<usize> = (0..STATES).step_by(step).collect();
    if tier == Tier::Quick {
        states.extend((0..STATES).filter(|&s| truth.distance(s) == 27));
    }
    tier.expect(STATES, states.len());
    let failures = common::per_core(&states, |part| {
        let mut failures = Vec::new();
        for &state in part {
            let input = kit::format(state);
            let want = kit::line(&truth.answer(state));
            let got = p1213_clocks::solve(&input);
            if got.as_ref() != Ok(&want) {
                failures.push(format!("{input}: {want:?} expected, got {got:?}"));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

/// The bin with two other goals by its `GOAL` line (all dials at 3; a mixed goal), on every
/// 97th setting (the quick tier: the first goal, every 997th): the moves add quarters, so the
/// answer towards goal g is the kit's answer for the dials with g's quarters taken off.
fn other_goals(tier: Tier) {
    let scratch = Scratch::new("clocks");
    let truth = common::tables().get::<Truth>();
    let mut goals_list = vec![[3u32; 9]];
    let step = match tier {
        Tier::Quick => 997,
        Tier::Proofs => {
            goals_list.push([6, 12, 9, 3, 3, 12, 6, 9, 12]);
            97
        }
    };
    for goal in goals_list {
        let quarters = |c: usize| (goal[c] / 3 % 4) as usize;
        let mut inputs = Vec::new();
        let mut want = Vec::new();
        for state in (0..STATES).step_by(step) {
            let relative = (0..9).fold(0, |r, c| {
                r | ((((state >> (2 * c)) & 3) + 4 - quarters(c)) % 4) << (2 * c)
            });
            inputs.push(kit::format(state).replace('\n', " ").trim_end().to_string() + "\n");
            want.push(kit::line(&truth.answer(relative)).trim_end().to_string());
        }
        let items: Vec<String> = goal.iter().map(u32::to_string).collect();
        let value = [("GOAL", format!("[{}]", items.join(", ")))];
        let exe = goals::build(&scratch, "p1213_clocks", &value, Call::Solve).unwrap();
        goals::compare(
            &format!("p1213_clocks GOAL {goal:?}"),
            &inputs,
            &goals::answers(&exe, &inputs),
            &want,
        );
    }
    let bad = [("GOAL", "[12, 12, 12, 12, 12, 12, 12, 12, 5]".to_string())];
    let built = goals::build(&scratch, "p1213_clocks", &bad, Call::Solve);
    assert!(built.is_err_and(|why| why.contains("GOAL: dials of 3, 6, 9, 12")));
}

/// P1213 through `gen`, `check` and `count`.
#[test]
fn the_clocks_through_the_tools() {
    let sample = "9 9 12\n6 6 6\n6 3 6\n";
    crate::tools::own_figures(
        "p1213_clocks",
        ("27", None),
        (sample, "4 5 8 9\n", "9 8 5 4\n"),
        "reach,262144,262144,27\n",
    );
    crate::cards::states("p1213_clocks", &[]);
}
