//! `p2346_four_in_a_row` against the kit's backward search over the whole space (written
//! apart from the bin's forward search): every one of the 411,840 boards, and other goal
//! lines by the bin's `GOAL_LINES` line.

use crate::bins::p2346_four_in_a_row as bin;
use crate::common::{self, tool, Scratch};
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::p2346_four_in_a_row::{
    backward, every_board, fewest, fewest_in, to_input, Board, Space, DIAMETER, LINES,
};
use eight_puzzle::sampling::draw;

tiers!(every_board_against_the_whole_space);

/// Every board (the quick tier: a sample, the finished ones and those 7 moves out) against
/// the kit's backward search.
fn every_board_against_the_whole_space(tier: Tier) {
    let boards = every_board();
    assert_eq!(boards.len(), 411_840);
    let space = common::tables().get::<Space>();
    let extreme = |b: &Board| matches!(fewest(&space, b), Some(0) | Some(DIAMETER));
    let boards = tier.sample(boards, 3_000, extreme);
    let failures = common::per_core(&boards, |part| {
        let mut failures = Vec::new();
        for board in part {
            let want = fewest(&space, board).map_or("-1".to_string(), |d| d.to_string());
            let got = bin::solve(&to_input(board)).unwrap();
            if got.trim_end() != want {
                failures.push(format!("{}: {want} expected, got {got}", to_input(board)));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
    let farthest = boards.iter().filter_map(|b| fewest(&space, b)).max();
    assert_eq!(farthest, Some(DIAMETER));
}

#[test]
fn the_sample_and_refusals() {
    assert_eq!(bin::solve("BWBO\nWBWB\nBWBW\nWBWO\n").unwrap(), "5\n");
    assert_eq!(bin::solve("BBBB WWWW BWBW OWOB").unwrap(), "0\n");
    for bad in [
        "BWBO WBWB BWBW WBWB",
        "BWBO WBWB BWBW WBW",
        "BWBO WBWB BWBW WBWO O",
    ] {
        assert!(bin::solve(bad).is_err(), "{bad:?}");
    }
}

/// The bin with other lines by its `GOAL_LINES` line (the rows only; the two diagonals
/// only), on seeded boards against the kit's backward search with the same lines.
#[test]
#[cfg_attr(no_rustc, ignore = "builds with rustc: none runs under Wine")]
fn other_goal_lines() {
    let scratch = Scratch::new("goals-p2346");
    let boards = every_board();
    let mut rng = Mt19937::new(2346);
    for lines in [&LINES[..4], &LINES[8..]] {
        let distance = backward(lines);
        let picked: Vec<&Board> = (0..1500)
            .map(|_| &boards[draw(&mut rng, boards.len())])
            .collect();
        let inputs: Vec<String> = picked
            .iter()
            .map(|b| to_input(b).replace('\n', " ") + "\n")
            .collect();
        let want: Vec<String> = picked
            .iter()
            .map(|b| fewest_in(&distance, b).map_or("-1".into(), |d| d.to_string()))
            .collect();
        let value = format!("&{lines:?}");
        let exe = goals::build(
            &scratch,
            "p2346_four_in_a_row",
            &[("GOAL_LINES", value.clone())],
            Call::Solve,
        )
        .unwrap();
        goals::compare(
            &format!("GOAL_LINES = {value}"),
            &inputs,
            &goals::answers(&exe, &inputs),
            &want,
        );
    }
}

#[test]
fn four_in_a_row_through_the_tools() {
    let (code, out, err) = tool("count", &["--problem", "p2346_four_in_a_row", "csv"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 2 + DIAMETER as usize, "{out}");
    let (code, case, err) = tool("gen", &["--problem", "p2346_four_in_a_row", "1", "7", "1"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(bin::solve(&case).unwrap(), "7\n");
}

/// The card's figure: the farthest board, which the kit's count of the whole space measures.
#[test]
fn the_card_states_the_farthest() {
    use eight_puzzle::problems::p2346_four_in_a_row::DIAMETER;
    crate::cards::states("p2346_four_in_a_row", &[DIAMETER]);
}
