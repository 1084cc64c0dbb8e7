//! Luogu P2324 knights against the whole space: the kit's breadth-first table of all
//! 67,603,900 boards (built once here, about 12 s). Every board within 13 moves of the goal
//! through the bin; seeded boards of every layer 14..=20 and uniformly random boards
//! through the bin and the checker's meet-in-the-middle oracle; `count`'s totals.

use crate::bins::p2324_knights;
use crate::common;
use crate::common::tool;
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problem::{Ask, Problem};
use eight_puzzle::problems::p2324_knights::{
    fewest_within, index_key, parse, Knights, NearGoal, Whole, BOARDS, MOST, P2324,
};

/// Runs the bin on `boards` in inputs of up to 1,000 boards; the failures against `whole`.
fn bin_failures(whole: &Whole, boards: &[Knights]) -> Vec<String> {
    let chunks: Vec<&[Knights]> = boards.chunks(1000).collect();
    let failures = common::per_core(&chunks, |part| {
        let mut failures = Vec::new();
        for chunk in part {
            let lines: String = chunk.iter().map(Knights::to_lines).collect();
            let output = p2324_knights::solve(&format!("{}\n{lines}", chunk.len())).unwrap();
            for (board, got) in chunk.iter().zip(output.lines()) {
                let d = whole.get(board);
                let want = if d <= MOST {
                    d.to_string()
                } else {
                    "-1".into()
                };
                if got != want {
                    failures.push(format!("{}{want} expected, got {got}", board.to_lines()));
                }
            }
        }
        failures
    });
    failures.concat()
}

/// `count` seeded boards drawn from layer `d`.
fn sample(whole: &Whole, d: u32, count: usize, rng: &mut Mt19937) -> Vec<Knights> {
    let layer: Vec<usize> = whole.at(d).collect();
    let pick = |_| Knights::from_key(index_key(layer[rng.next_u32() as usize % layer.len()]));
    (0..count.min(layer.len())).map(pick).collect()
}

tiers!(the_bin_and_the_checker_against_the_whole_space);

/// The proofs: the whole space's table, the bin on every board within 13 moves, 300 seeded
/// boards of each layer 14..=20 and 500 uniform ones, the checker's oracle on 40 of each
/// layer 0..=20. The quick tier: [`against_the_checkers_oracle`].
fn the_bin_and_the_checker_against_the_whole_space(tier: Tier) {
    if tier == Tier::Quick {
        return against_the_checkers_oracle();
    }
    let tables = common::tables();
    let whole = tables.get::<Whole>();
    let histogram = whole.histogram();
    assert_eq!(histogram.iter().sum::<usize>(), BOARDS);
    assert_eq!(histogram.len() - 1, 39);
    assert_eq!(histogram[..=15].iter().sum::<usize>(), 1_671_855);
    // `count`'s search over bit sets, written apart from the table, finds the same layers
    // (its csv, so that its search runs once: 7 s).
    let counted = P2324.count(tables, Ask::Facts { csv: true }).unwrap();
    assert!(
        counted.disagreements.is_empty(),
        "{:?}",
        counted.disagreements
    );
    let layers: Vec<usize> = (counted.text.lines().skip(1))
        .map(|line| line.split(',').nth(1).unwrap().parse().unwrap())
        .collect();
    assert_eq!(layers, histogram);

    let near: Vec<Knights> = (0..=13)
        .flat_map(|d| whole.at(d).collect::<Vec<_>>())
        .map(|i| Knights::from_key(index_key(i)))
        .collect();
    assert_eq!(near.len(), histogram[..=13].iter().sum::<usize>());
    common::assert_none_failed(&bin_failures(&whole, &near));

    let mut rng = Mt19937::new(2324);
    let mut drawn: Vec<Knights> = (14..=20)
        .flat_map(|d| sample(&whole, d, 300, &mut rng))
        .collect();
    for _ in 0..500 {
        let mut cells = eight_puzzle::problems::p2324_knights::GOAL.0;
        eight_puzzle::sampling::shuffle(&mut cells, &mut rng);
        drawn.push(Knights(cells));
    }
    common::assert_none_failed(&bin_failures(&whole, &drawn));

    let oracle = tables.get::<NearGoal>();
    let checked: Vec<Knights> = (0..=20)
        .flat_map(|d| sample(&whole, d, 40, &mut rng))
        .collect();
    for board in &checked {
        let d = whole.get(board);
        let want = (d <= MOST).then_some(d);
        assert_eq!(fewest_within(&oracle, board), want, "{}", board.to_lines());
    }
}

/// The quick tier, without the whole space: a sample of the boards within 8 moves (the
/// checker's table, its farthest layer and the goal), 100 seeded walks of 8 to 30 moves and
/// 20 uniform boards, the bin against the checker's meet-in-the-middle oracle.
fn against_the_checkers_oracle() {
    let near = common::tables().get::<NearGoal>();
    let within: Vec<(Knights, u32)> = near.boards().collect();
    let far = within.iter().map(|b| b.1).max();
    let mut boards: Vec<Knights> = Tier::Quick
        .sample(within, 1_500, |b| b.1 == 0 || Some(b.1) == far)
        .into_iter()
        .map(|b| b.0)
        .collect();
    let mut rng = Mt19937::new(2324);
    for i in 0..120u32 {
        let text = match i < 100 {
            true => P2324.walk(&mut rng, 8 + i % 23),
            false => P2324.uniform(&mut rng),
        };
        boards.push(parse(&text).unwrap()[0]);
    }
    let failures = common::per_core(&boards, |part| {
        let mut failures = Vec::new();
        for board in part {
            let want = fewest_within(&near, board).map_or("-1".into(), |d| d.to_string());
            let got = p2324_knights::solve(&format!("1\n{}", board.to_lines())).unwrap();
            if got.trim() != want {
                failures.push(format!("{}{want} expected, got {got}", board.to_lines()));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

#[test]
fn the_samples() {
    let sample = "2\n10110\n01*11\n10111\n01001\n00000\n01011\n110*1\n01110\n01010\n00100\n";
    assert_eq!(p2324_knights::solve(sample).unwrap(), "7\n-1\n");
    let goal = "1\n11111\n01111\n00*11\n00001\n00000\n";
    assert_eq!(p2324_knights::solve(goal).unwrap(), "0\n");
}

/// P2324 through `gen` (a walk, boards 10..=15 moves out, a random board), each judged by
/// `check`; a distance past 15 refused; `duipai`. (`count`, which builds the whole space, is
/// held to its totals by the proofs' sweep above.)
#[test]
fn the_knights_through_the_tools() {
    let s = common::Scratch::new("knights-tools");
    for (k, mode) in [("9", "0"), ("10..=15", "1"), ("0", "2")] {
        let (code, case, err) = tool("gen", &["--problem", "p2324_knights", "7", k, mode]);
        assert_eq!(code, 0, "{k} {mode}: {err}");
        let input = s.file("in", &case);
        let ran = common::run("p2324_knights", &[], case.clone());
        let answer = s.file("answer", ran.out());
        let (code, verdict, _) = tool("check", &["p2324_knights", &input, &answer, &answer]);
        assert_eq!(code, 0, "{case}: {verdict}");
        let moves: i64 = ran.out().trim().parse().unwrap();
        match mode {
            "1" => assert!((10..=15).contains(&moves), "{case}: {moves}"),
            "2" => assert_eq!(moves, -1, "{case}"),
            _ => assert!((0..=9).contains(&moves), "{case}: {moves}"),
        }
    }
    let (code, _, err) = tool("gen", &["--problem", "p2324_knights", "7", "16", "1"]);
    assert!(code == 2 && err.contains("at most 15"), "{err}");
    let args = [
        "p2324_knights",
        "p2324_knights",
        "--mode",
        "1",
        "--k",
        "12..=15",
        "--rounds",
        "5",
    ];
    assert_eq!(tool("duipai", &args).0, 0);
}

/// The card's figure: the statement's 15 moves, the kit's `MOST`.
#[test]
fn the_card_states_the_limit() {
    crate::cards::states(
        "p2324_knights",
        &[eight_puzzle::problems::p2324_knights::MOST],
    );
}
