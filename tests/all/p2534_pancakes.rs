//! `p2534_pancakes` against the kit's two solvers (written apart from the bin's IDA* on
//! packed stacks): the breadth-first search over every stack of 1-9 plates, seeded stacks of
//! 10, and for 11-16 plates the textbook IDA*; the diameters against OEIS A058986.

use crate::bins::p2534_pancakes as bin;
use crate::common::{self, tool, Scratch};
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::facts::oeis;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::p2534_pancakes::{every_stack, stack_of, textbook, to_input};
use eight_puzzle::sampling::{draw, shuffle};
use std::time::Duration;

/// Each search-running test runs under a budget: a heuristic that overestimates makes the
/// IDA* raise its bound forever, and must fail the test, not hang it.
const BUDGET: Duration = Duration::from_secs(120);

tiers!(every_stack_of_up_to_9_plates_and_seeded_stacks_of_10);

/// Every stack of 1-9 plates and 3,000 seeded stacks of 10 against the BFS over all
/// stacks, whose diameters are A058986's (the quick tier: every stack up to 7, then a
/// sample with the sorted and the farthest stacks of 8 and 9).
fn every_stack_of_up_to_9_plates_and_seeded_stacks_of_10(tier: Tier) {
    common::none_fail_within(BUDGET, move || sweep_up_to_10(tier));
}

fn sweep_up_to_10(tier: Tier) -> Vec<String> {
    let mut rng = Mt19937::new(2534);
    let mut failures = Vec::new();
    // Stacks of 10 (3,628,800 of them, 7 s to search) are the proofs' alone.
    for n in 1..=tier.pick(9, 10) {
        let fewest = every_stack(n);
        let ranks: Vec<usize> = match n {
            10 => (0..tier.pick(300, 3000))
                .map(|_| draw(&mut rng, fewest.len()))
                .collect(),
            _ => (0..fewest.len()).collect(),
        };
        let most = fewest.iter().copied().max();
        let extreme = |&r: &usize| fewest[r] == 0 || Some(fewest[r]) == most;
        let ranks = if n <= 7 {
            ranks
        } else {
            tier.sample(ranks, 1_000, extreme)
        };
        let found = common::per_core(&ranks, |part| {
            let mut failures = Vec::new();
            for &r in part {
                let stack = stack_of(r, n);
                let got = bin::solve(&to_input(&stack)).unwrap();
                if got != format!("{}\n", fewest[r]) {
                    failures.push(format!("{stack:?}: {} expected, got {got}", fewest[r]));
                }
            }
            failures
        });
        failures.extend(found.concat());
        let farthest = u64::from(*fewest.iter().max().unwrap());
        if farthest != oeis("A058986")[n - 1] {
            failures.push(format!("n = {n}: farthest {farthest}, not A058986's"));
        }
    }
    failures
}

#[test]
fn seeded_stacks_of_11_to_16_against_the_textbook() {
    common::none_fail_within(BUDGET, seeded_11_to_16);
}

fn seeded_11_to_16() -> Vec<String> {
    let mut rng = Mt19937::new(25340);
    let mut stacks = Vec::new();
    for n in 11..=16u8 {
        for _ in 0..6 {
            let mut stack: Vec<u8> = (0..n).collect();
            shuffle(&mut stack, &mut rng);
            stacks.push(stack);
        }
    }
    let failures = common::per_core(&stacks, |part| {
        let mut failures = Vec::new();
        for stack in part {
            let want = format!("{}\n", textbook(stack));
            let got = bin::solve(&to_input(stack)).unwrap();
            if got != want {
                failures.push(format!("{stack:?}: {want:?} expected, got {got:?}"));
            }
        }
        failures
    });
    failures.concat()
}

#[test]
fn the_sample_radii_and_refusals() {
    common::none_fail_within(BUDGET, || {
        samples_and_refusals();
        Vec::new()
    });
}

fn samples_and_refusals() {
    assert_eq!(bin::solve("5\n2 4 3 5 1\n").unwrap(), "5\n");
    // Radii are compressed to ranks, whatever their size or sign.
    assert_eq!(bin::solve("5\n-20 400 30 5000 -100\n").unwrap(), "5\n");
    assert_eq!(bin::solve("1\n7\n").unwrap(), "0\n");
    assert_eq!(bin::solve("2\n2 1\n").unwrap(), "1\n");
    for bad in [
        "5\n2 4 3 5 2\n",
        "0\n",
        "17\n",
        "5\n1 2 3 4\n",
        "2\n1 2 3\n",
    ] {
        assert!(bin::solve(bad).is_err(), "{bad:?}");
    }
    // All 16 plates upside down, against the textbook.
    let reversed: Vec<u8> = (0..16).rev().collect();
    assert_eq!(
        bin::solve(&to_input(&reversed)).unwrap(),
        format!("{}\n", textbook(&reversed))
    );
}

#[test]
fn pancakes_through_the_tools() {
    let (code, case, err) = tool("gen", &["--problem", "p2534_pancakes", "4", "10", "1"]);
    assert_eq!(code, 0, "{err}");
    common::none_fail_within(BUDGET, move || match bin::solve(&case) {
        Ok(out) if out == "10\n" => Vec::new(),
        other => vec![format!("{case:?}: 10 expected, got {other:?}")],
    });
}

/// `count` searches every stack of up to 10 plates (seconds): the diameters, A058986's.
#[test]
#[ignore = "the proofs tier: cargo test --release -- --ignored"]
fn count_prints_the_diameters() {
    let (code, out, err) = tool("count", &["--problem", "p2534_pancakes", "csv"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\n9,362880,10,10,"), "{out}");
}

/// The bin with the largest plate on top as its goal (`GOAL_SMALLEST_ON_TOP = false`): a
/// stack's answer is the textbook's on the stack with every rank r turned to n - 1 - r.
#[test]
#[cfg_attr(no_rustc, ignore = "builds with rustc: none runs under Wine")]
fn the_largest_on_top() {
    let scratch = Scratch::new("goals-p2534");
    let mut rng = Mt19937::new(2535);
    let (mut inputs, mut want) = (Vec::new(), Vec::new());
    for n in 1..=12u8 {
        for _ in 0..10 {
            let mut stack: Vec<u8> = (0..n).collect();
            shuffle(&mut stack, &mut rng);
            inputs.push(to_input(&stack).replace('\n', " ") + "\n");
            let turned: Vec<u8> = stack.iter().map(|r| n - 1 - r).collect();
            want.push(textbook(&turned).to_string());
        }
    }
    let goal = [("GOAL_SMALLEST_ON_TOP", "false".to_string())];
    let exe = goals::build(&scratch, "p2534_pancakes", &goal, Call::Solve).unwrap();
    goals::compare(
        "largest on top",
        &inputs,
        &goals::answers(&exe, &inputs),
        &want,
    );
}

/// The card's figure: the most flips 16 plates need, from OEIS A058986.
#[test]
fn the_card_states_the_pancake_number_of_16() {
    let flips = oeis("A058986")[16 - 1] as u32;
    crate::cards::states("p2534_pancakes", &[flips]);
}
