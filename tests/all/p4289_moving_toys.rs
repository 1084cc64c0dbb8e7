//! `p4289_moving_toys`, in-process, against the kit's breadth-first search over boards
//! (written apart from the bin's matching by Manhattan distance): every pair of boards for
//! 0-3 and 13-16 toys, and seeded random pairs for every toy count.

use crate::bins::p4289_moving_toys;
use crate::common;
use crate::common::tool;
use crate::common::Scratch;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::p4289_moving_toys as kit;
use eight_puzzle::problems::p4289_moving_toys::{distances_from, to_input, Board, DIAMETER};
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

tiers!(every_pair_for_few_toys_or_few_empty_cells);

/// Every pair of boards of 0-3 and 13-16 toys (the quick tier: a sample of the starts with
/// the first and the last).
fn every_pair_for_few_toys_or_few_empty_cells(tier: Tier) {
    for k in [0, 1, 2, 3, 13, 14, 15, 16] {
        let all = boards(k);
        let (first, last) = (all[0], all[all.len() - 1]);
        let starts = tier.sample(all, 100, |&s| s == first || s == last);
        let whole = tier == Tier::Proofs;
        let failures = common::per_core(&starts, |part| from_each(part, whole));
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
        // 6 random starts a count, each against every target: thousands of pairs (the pairs
        // of few toys or few empty cells whole are the proofs').
        let mut starts = Vec::new();
        for _ in 0..6 {
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

/// P4289 moving toys through `gen`, `check`, `count` and `duipai`.
#[test]
fn the_moving_toys_through_the_tools() {
    let s = common::Scratch::new("toys-tools");
    let (code, far, _) = tool("gen", &["--problem", "p4289_moving_toys", "1", "19", "1"]);
    assert_eq!(code, 0);
    let input = s.file("in", &far);
    let (code, verdict, _) = tool(
        "check",
        &["p4289_moving_toys", &input, &s.file("out", "19\n")],
    );
    assert_eq!(code, 0, "{verdict}");
    assert_eq!(
        tool(
            "check",
            &["p4289_moving_toys", &input, &s.file("wrong", "18\n")]
        )
        .0,
        1
    );
    let (code, _, err) = tool("gen", &["--problem", "p4289_moving_toys", "1", "20", "1"]);
    assert!(code == 2 && err.contains("at most 19"), "{err}");
    let (code, out, _) = tool("count", &["--problem", "p4289_moving_toys", "csv"]);
    assert_eq!(code, 0);
    assert!(out.contains("\n8,12870,18,"), "{out}");
    for mode in ["0", "2"] {
        let args = [
            "p4289_moving_toys",
            "p4289_moving_toys",
            "--mode",
            mode,
            "--k",
            "30",
            "--rounds",
            "20",
        ];
        assert_eq!(tool("duipai", &args).0, 0);
    }
}

/// `p4289_moving_toys` resized by its `SIDE` line to 3×3 and 5×5 boxes, on seeded random
/// pairs against the kit's breadth-first search: every toy count on 3×3, and on 5×5 the counts whose
/// spaces are small (few toys or few empty cells).
#[test]
#[cfg_attr(no_rustc, ignore = "builds with rustc: none runs under Wine")]
fn moving_toys_in_a_3x3_and_a_5x5_box() {
    let scratch = Scratch::new("goals-toys");
    let mut rng = Mt19937::new(4289);
    for (side, counts) in [
        (3u32, (0..=9).collect::<Vec<u32>>()),
        (5, vec![0, 1, 2, 3, 4, 21, 22, 23, 24, 25]),
    ] {
        let cells = side * side;
        let (mut inputs, mut want) = (Vec::new(), Vec::new());
        for &k in &counts {
            let mut order: Vec<u32> = (0..cells).collect();
            for _ in 0..20 {
                eight_puzzle::sampling::shuffle(&mut order, &mut rng);
                let start = order[..k as usize].iter().fold(0u32, |b, &c| b | 1 << c);
                let far = kit::distances_in(side, start);
                let mut targets: Vec<(&u32, &u32)> = far.iter().collect();
                targets.sort_unstable();
                let (target, d) = targets[eight_puzzle::sampling::draw(&mut rng, targets.len())];
                let text = |b: u32| {
                    (0..cells)
                        .map(|c| char::from(b'0' + (b >> c & 1) as u8))
                        .collect::<String>()
                };
                inputs.push(format!("{} {}\n", text(start), text(*target)));
                want.push(d.to_string());
            }
        }
        let exe = goals::build(
            &scratch,
            "p4289_moving_toys",
            &[("SIDE", side.to_string())],
            Call::Solve,
        )
        .unwrap();
        goals::compare(
            &format!("p4289_moving_toys SIDE = {side}"),
            &inputs,
            &goals::answers(&exe, &inputs),
            &want,
        );
    }
}

/// The card's figure: the farthest any two boards are apart, over every count of toys.
#[test]
fn the_card_states_the_farthest() {
    let most = eight_puzzle::toys::DIAMETER.iter().max().copied();
    crate::cards::states("p4289_moving_toys", &[most.unwrap()]);
}
