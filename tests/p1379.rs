//! The three P1379 judge bins, in-process, on every board the problem allows, against the
//! kit's oracle (a hash-map BFS written apart from the bins) and the reference's outputs.

#[allow(dead_code)]
#[path = "../src/bin/p1379.rs"]
mod p1379;
#[allow(dead_code)]
#[path = "../src/bin/p1379_flat.rs"]
mod p1379_flat;
#[allow(dead_code)]
#[path = "../src/bin/p1379_reverse.rs"]
mod p1379_reverse;

mod common;

use eight_puzzle::board::Board;
use eight_puzzle::problems::p1379::{FlatDistances, Truth, GOAL};
use eight_puzzle::tables::Tables;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::sync::Arc;

fn truth() -> Arc<Truth> {
    Tables::new().get::<Truth>()
}

fn expected_line(distance: Option<u32>) -> String {
    distance.map_or("-1\n".to_string(), |d| format!("{d}\n"))
}

#[test]
fn reverse_table_answers_all_362880_boards_like_the_oracle() {
    let truth = truth();
    let table = p1379_reverse::distance_table();
    let mut unreachable = 0;
    for board in Board::all() {
        let expected = truth.get(&board);
        unreachable += usize::from(expected.is_none());
        assert_eq!(
            p1379_reverse::answer(&table, &board.0),
            expected_line(expected),
            "{board}"
        );
    }
    assert_eq!(unreachable, 181_440);
}

#[test]
fn reverse_solve_runs_the_whole_program() {
    assert_eq!(p1379_reverse::solve("283104765\n").unwrap(), "4\n");
    assert_eq!(p1379_reverse::solve(" 867205341\r\n").unwrap(), "30\n");
    assert_eq!(p1379_reverse::solve("213804765").unwrap(), "-1\n");
}

#[test]
fn bidirectional_bfs_on_every_farthest_board() {
    let truth = truth();
    let farthest: Vec<Board> = truth.at_least(30);
    assert_eq!(farthest.len(), 148);
    for board in farthest {
        assert_eq!(p1379::distance(board.0), Some(30), "{board}");
    }
}

#[test]
fn bidirectional_bfs_on_random_boards_of_both_parities() {
    let truth = truth();
    let mut rng = StdRng::seed_from_u64(1379);
    let mut cells = GOAL.0;
    let (mut reachable, mut unreachable) = (0, 0);
    for _ in 0..6000 {
        cells.shuffle(&mut rng);
        let board = Board(cells);
        let expected = truth.get(&board);
        reachable += usize::from(expected.is_some());
        unreachable += usize::from(expected.is_none());
        assert_eq!(p1379::distance(cells), expected, "{board}");
        assert_eq!(
            p1379::solve(&board.to_string()).unwrap(),
            expected_line(expected)
        );
    }
    assert!(
        reachable > 2500 && unreachable > 2500,
        "{reachable} {unreachable}"
    );
}

#[test]
fn flat_bug_answers_too_small_on_155579_boards_and_never_too_large() {
    let truth = truth();
    let wrong_graph = Tables::new().get::<FlatDistances>();
    let boards: Vec<Board> = truth.at_least(0);
    let flat: Vec<Option<u32>> = common::per_core(&boards, |part| {
        part.iter()
            .map(|b| p1379_flat::distance(b.0))
            .collect::<Vec<_>>()
    })
    .concat();
    let (mut shorter, mut equal) = (0, 0);
    for (board, got) in boards.iter().zip(flat) {
        let real = truth.get(board).unwrap();
        let got = got.expect("the flat bin reaches every board the real one does");
        // The kit's BFS over the same wrong adjacency, written apart from the bin.
        assert_eq!(Some(got), wrong_graph.get(board), "{board}");
        assert!(got <= real, "{board}: flat {got} > real {real}");
        shorter += usize::from(got < real);
        equal += usize::from(got == real);
        if real <= 6 {
            assert_eq!(
                got, real,
                "{board}: the sample's neighbourhood is not affected"
            );
        }
    }
    assert_eq!((shorter, equal), (155_579, 25_861));
    let wrong_at_7 = boards
        .iter()
        .filter(|b| truth.get(b) == Some(7) && wrong_graph.get(b) < Some(7))
        .count();
    assert_eq!(wrong_at_7, 2);
}

#[test]
fn flat_bin_prints_what_the_reference_flat_program_prints() {
    let golden = include_str!("golden/p1379_flat.txt");
    let mut lines = 0;
    for line in golden.lines() {
        let (board, answer) = line.split_once(' ').expect("board answer");
        assert_eq!(
            p1379_flat::solve(board).unwrap(),
            format!("{answer}\n"),
            "{board}"
        );
        lines += 1;
    }
    assert!(lines > 2000, "the golden sample has {lines} boards");
}

#[test]
fn flat_bin_says_minus_one_for_the_other_parity() {
    assert_eq!(p1379_flat::solve("213804765").unwrap(), "-1\n");
    assert_eq!(p1379_flat::solve("867205341").unwrap(), "20\n");
}
