//! Baekjoon 1525 on all 9! boards, against the kit's distance table (a breadth-first search
//! over a hash map of boards from the goal, written apart from the bin's search from both
//! ends over ranked tables), for its goal and for others; its peak memory against
//! Baekjoon's 32 MB.

use crate::bins::boj1525_puzzle as bin;
use crate::common;
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::board::Board;
use eight_puzzle::problems::boj1525_puzzle::format;
use eight_puzzle::x_board;
use std::time::Duration;

tiers!(
    every_board,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    three_other_goals_on_every_16th_board
);

/// The bin on every board (the quick tier: a sample, the two 31 moves out and the goal)
/// against the table, in each of the layouts it reads.
/// Under a budget, so that a search that never meets fails instead of hanging.
fn every_board(tier: Tier) {
    common::none_fail_within(Duration::from_secs(120), move || every_board_failures(tier));
}

fn every_board_failures(tier: Tier) -> Vec<String> {
    let table = common::tables().get::<x_board::Truth>();
    let extreme = |b: &Board| matches!(table.get(b), Some(0 | 31));
    let boards = tier.sample(Board::all().collect(), 4_000, extreme);
    tier.expect(362_880, boards.len());
    let failures = common::per_core(&boards, |part| {
        let mut failures = Vec::new();
        for (i, board) in part.iter().enumerate() {
            // Three layouts in turn: the statement's lines, one word a row, one word.
            let input = match i % 3 {
                0 => format(board),
                1 => format(board).replace(' ', ""),
                _ => board.to_string(),
            };
            let got = bin::solve(&input).expect("a valid board");
            let want = format!("{}\n", table.get(board).map_or(-1, i64::from));
            if got != want {
                failures.push(format!("{input:?}: {want:?} expected, got {got:?}"));
            }
        }
        failures
    });
    failures.concat()
}

/// The 3×3 goals but the bin's own on every 16th board (a fresh search allocates its two
/// tables, 0.1 ms a board; the harness takes a board a line).
fn three_other_goals_on_every_16th_board(tier: Tier) {
    let line = |b: &Vec<u8>| format(&Board::from_cells(b).unwrap()).replace('\n', " ") + "\n";
    goals::every_3x3_board(tier, ("boj1525_puzzle", Call::Solve), "GOAL", &line, 1, 16);
}

#[test]
fn the_samples_and_the_tools() {
    assert_eq!(bin::solve("1 0 3\n4 2 5\n7 8 6\n").unwrap(), "3\n");
    assert_eq!(bin::solve("3 6 0\n8 1 2\n7 4 5\n").unwrap(), "-1\n");
    let (code, out, _) = common::tool("count", &["--problem", "boj1525_puzzle", "csv"]);
    assert!(
        code == 0 && out.starts_with("reach,181440,362880,31\n"),
        "{out}"
    );
    crate::cards::states("boj1525_puzzle", &[31]);
    let (code, case, err) = common::tool("gen", &["--problem", "boj1525_puzzle", "5", "31", "1"]);
    assert_eq!(
        (code, bin::solve(&case).unwrap()),
        (0, "31\n".to_string()),
        "{err}"
    );
}

/// Baekjoon's limit is 32 MB: the bin's peak stays under 8 MiB on the farthest boards, an
/// unsolvable one, the goal and 4 MiB of input (its tables are fixed: two of 9! bytes).
#[test]
fn under_8_mib_on_the_hardest_boards() {
    let table = common::tables().get::<x_board::Truth>();
    let mut inputs: Vec<String> = table.at_least(31).iter().map(format).collect();
    inputs.push("3 6 0\n8 1 2\n7 4 5\n".into());
    inputs.push(format(&x_board::GOAL));
    inputs.push(eight_puzzle::sampling::padded_to_cap(inputs[0].clone()));
    for input in inputs {
        let Some(peak) = common::peak("boj1525_puzzle", input.as_bytes()) else {
            return;
        };
        assert!(
            peak.code == 0 && peak.kib < 8 << 10,
            "{:.1} MiB on {:?}",
            peak.mib(),
            &input[..18]
        );
    }
}
