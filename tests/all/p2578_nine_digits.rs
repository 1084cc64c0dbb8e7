//! `p2578_nine_digits`, in-process, on every 4th of the 9! boards and the extremes against
//! the kit (one breadth-first search from the goal over cycles of cells, written apart from
//! the bin's bidirectional search over cell maps): the path is legal, starts and ends
//! right, and is as short as the kit's distance.

use crate::bins::p2578_nine_digits;
use crate::common;
use crate::common::Scratch;
use crate::goals::{self, Call};
use crate::tier::{every_nth, Tier};
use eight_puzzle::problem::Problem;
use eight_puzzle::problems::p2578_nine_digits as kit;
use eight_puzzle::problems::p2578_nine_digits::{
    apply, to_input, Board, Distances, BOARDS, FARTHEST, GOAL,
};

/// What is wrong with `output` for `start`, `d` moves out, if anything: it must be `d`,
/// then the `d + 1` boards, each 3 lines of 3 numbers and an empty line.
fn fault(start: &Board, d: u32, output: &str) -> Option<String> {
    let mut lines = output.split('\n');
    if lines.next() != Some(&d.to_string()) {
        return Some(format!("the first line is not {d}"));
    }
    let mut boards: Vec<Board> = Vec::new();
    for _ in 0..=d {
        let rows: Vec<&str> = (0..4).map(|_| lines.next().unwrap_or("?")).collect();
        if !rows[3].is_empty() {
            return Some(format!(
                "board {} is not followed by an empty line",
                boards.len() + 1
            ));
        }
        let Ok(board) = eight_puzzle::problems::p2578_nine_digits::parse(&rows[..3].join("\n"))
        else {
            return Some(format!("board {} is not 0-8 once each", boards.len() + 1));
        };
        if to_input(&board) != rows[..3].join("\n") + "\n" {
            return Some(format!(
                "board {} is not 3 lines of 3 numbers",
                boards.len() + 1
            ));
        }
        boards.push(board);
    }
    if lines.collect::<Vec<_>>() != [""] {
        return Some("text after the last board".into());
    }
    if boards[0] != *start || boards[d as usize] != GOAL {
        return Some("the path does not run from the start to the goal".into());
    }
    let legal = boards
        .windows(2)
        .all(|w| (0..2).any(|op| apply(&w[0], op) == w[1]));
    (!legal).then(|| "two boards in a row are not one move apart".to_string())
}

tiers!(
    every_4th_board_on_a_shortest_legal_path,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    two_other_goals_on_every_10th_board
);

/// Every 4th board, the farthest and the goal (the quick tier: a sample of them) on a
/// legal path as short as the kit's distance.
fn every_4th_board_on_a_shortest_legal_path(tier: Tier) {
    let table = common::tables().get::<Distances>();
    let all = table.sorted();
    assert_eq!(all.len(), BOARDS);
    assert_eq!(table.histogram().len() as u32 - 1, FARTHEST);
    crate::cards::states("p2578_nine_digits", &[FARTHEST]);
    let extreme = |&(_, d): &(_, u32)| d == 0 || d == FARTHEST;
    let all = tier.sample(every_nth(all, 4, extreme), 3_000, extreme);
    let failures = common::per_core(&all, |part| {
        let mut failures = Vec::new();
        for (start, d) in part {
            let input = to_input(start);
            match p2578_nine_digits::solve(&input) {
                Ok(out) => {
                    if let Some(why) = fault(start, *d, &out) {
                        failures.push(format!("{}: {why}", input.replace('\n', " ")));
                    }
                }
                Err(why) => failures.push(format!("{input}: error {why}")),
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

#[test]
fn the_sample_exactly() {
    let sample = "2 3 0\n1 8 7\n5 4 6\n";
    let want = "4\n2 3 0\n1 8 7\n5 4 6\n\n1 2 3\n5 8 0\n4 6 7\n\n1 2 3\n0 5 8\n4 6 7\n\n0 1 2\n4 5 3\n6 7 8\n\n0 1 2\n3 4 5\n6 7 8\n\n";
    assert_eq!(p2578_nine_digits::solve(sample).unwrap(), want);
    assert_eq!(
        p2578_nine_digits::solve("0 1 2 3 4 5 6 7 8").unwrap(),
        "0\n0 1 2\n3 4 5\n6 7 8\n\n"
    );
    for bad in [
        "",
        "0 1 2 3 4 5 6 7",
        "0 1 2 3 4 5 6 7 8 0",
        "0 1 2 3 4 5 6 7 7",
        "1 2 3 4 5 6 7 8 9",
    ] {
        assert!(p2578_nine_digits::solve(bad).is_err(), "{bad:?}");
    }
}

/// P2578 九数码游戏 through `gen`, `check` and `count`.
#[test]
fn the_nine_digits_through_the_tools() {
    crate::tools::own_figures(
        "p2578_nine_digits",
        ("32", Some("2 7 0\n3 4 5\n8 1 6\n")),
        (
            "0 1 2\n4 5 3\n6 7 8\n",
            "1\n0 1 2\n4 5 3\n6 7 8\n\n0 1 2\n3 4 5\n6 7 8\n\n",
            "1\n0 1 2\n4 5 3\n6 7 8\n\n0 1 2\n3 4 5\n6 8 7\n\n",
        ),
        "reach,362880,362880,32\n",
    );
}

/// `p2578_nine_digits` on every 10th board (36,288) and each goal's farthest for two other
/// goals (reversed, seeded random; the test above holds the bin's own goal): the moves move
/// cells, so a board is as far from goal g as its digits renamed by their cell in g are
/// from the kit's goal. The quick tier: a sample with each goal's farthest boards.
fn two_other_goals_on_every_10th_board(tier: Tier) {
    let scratch = Scratch::new("goals-nine");
    let table = common::tables().get::<kit::Distances>();
    let all: Vec<kit::Board> = table.sorted().into_iter().map(|(b, _)| b).collect();
    for goal in [(0..9).rev().collect(), goals::random_goal(9, 2578)] {
        let mut cell_of = [0u8; 9];
        for (cell, &v) in goal.iter().enumerate() {
            cell_of[usize::from(v)] = cell as u8;
        }
        let distance = |b: &kit::Board| table.get(&b.map(|v| cell_of[usize::from(v)]));
        let farthest = |b: &kit::Board| distance(b) == FARTHEST;
        let every = every_nth(all.iter().copied(), 10, farthest);
        let boards = tier.sample(every, 1_000, farthest);
        let inputs: Vec<String> = boards
            .iter()
            .map(|b| kit::to_input(b).replace('\n', " ") + "\n")
            .collect();
        let want: Vec<String> = boards.iter().map(|b| distance(b).to_string()).collect();
        goals::holds(
            &scratch,
            ("p2578_nine_digits", Call::Solve),
            "GOAL",
            &goal,
            &inputs,
            &want,
        );
    }
}

/// Fuzzing finding 2, as testlib has it: a board with a number out of 0-8 (or one twice) is a
/// wrong answer; a word that is not a number a presentation error.
#[test]
fn a_board_out_of_range_is_a_wrong_answer() {
    let input = "0 1 2\n4 5 3\n6 7 8\n";
    let tables = common::tables();
    for (last, code) in [
        ("9 1 2\n3 4 5\n6 7 8", 1),
        ("0 0 2\n3 4 5\n6 7 8", 1),
        ("x 1 2\n3 4 5\n6 7 8", 2),
    ] {
        let output = format!("1\n0 1 2\n4 5 3\n6 7 8\n\n{last}\n\n");
        let verdict = kit::PROBLEM.check(tables, input, &output, None);
        assert_eq!(verdict.exit_code(), code, "{last:?}: {verdict}");
    }
}

special_judge!(p2578_nine_digits);
