//! Every judge bin, as the real binary, on every case of its folder `cases/<bin>/`.
//!
//! A case is `NAME.in` with `NAME.out` beside it (online-judge-tools' layout). Problems with a
//! single right answer compare bytes; the others are judged by the kit's checker.

mod common;

use eight_puzzle::registry;
use eight_puzzle::tables::Tables;
use std::fs;

/// The `.in` files of `cases/<bin>/`, sorted, with their expected outputs.
fn cases(bin: &str) -> Vec<(String, String, String)> {
    common::case_inputs(bin)
        .into_iter()
        .map(|input| {
            let name = input.file_stem().unwrap().to_string_lossy().into_owned();
            let expected = fs::read_to_string(input.with_extension("out")).unwrap();
            (name, fs::read_to_string(&input).unwrap(), expected)
        })
        .collect()
}

fn run(bin: &str, input: &str) -> String {
    let ran = common::run(bin, &[], input);
    assert_eq!(ran.code, Some(0), "{bin} failed on {input:?}");
    assert!(ran.stderr.is_empty(), "{bin} wrote to stderr on {input:?}");
    ran.out()
}

fn exact_cases(bin: &str) {
    let all = cases(bin);
    assert!(all.len() >= 4, "{bin} has {} cases", all.len());
    for (name, input, expected) in all {
        assert_eq!(run(bin, &input), expected, "{bin} case {name}");
    }
}

#[test]
fn p1379_cases() {
    exact_cases("p1379");
}

#[test]
fn p1379_flat_cases() {
    exact_cases("p1379_flat");
}

#[test]
fn p1379_reverse_cases() {
    exact_cases("p1379_reverse");
}

/// Runs the binary on each case and judges its output with the kit's checker; the `.out`
/// file is passed as the answer, so it is checked against the oracle as well.
fn checked_cases(bin: &str) {
    let problem = registry::find(bin).unwrap();
    let tables = Tables::new();
    let all = cases(bin);
    assert!(all.len() >= 5, "{bin} has {} cases", all.len());
    for (name, input, answer) in all {
        let output = run(bin, &input);
        let verdict = problem.check(&tables, &input, &output, Some(&answer));
        assert!(
            verdict.is_accepted(),
            "{bin} case {name}: {output:?} -> {verdict}"
        );
    }
}

#[test]
fn acwing_astar_cases() {
    checked_cases("acwing_astar");
}

#[test]
fn yuzan_alternating_cases() {
    checked_cases("yuzan_alternating");
}

#[test]
fn aoj_idastar_cases() {
    checked_cases("aoj_idastar");
}

#[test]
fn acwing_steps_cases() {
    exact_cases("acwing_steps");
    checked_cases("acwing_steps");
}

#[test]
fn aoj_seven_puzzle_cases() {
    exact_cases("aoj_seven_puzzle");
    checked_cases("aoj_seven_puzzle");
}

#[test]
fn leetcode_sliding_puzzle_cases() {
    exact_cases("leetcode_sliding_puzzle");
    checked_cases("leetcode_sliding_puzzle");
}

#[test]
fn abc224_graph_puzzle_cases() {
    exact_cases("abc224_graph_puzzle");
    checked_cases("abc224_graph_puzzle");
}

#[test]
fn p2324_knights_cases() {
    exact_cases("p2324_knights");
    checked_cases("p2324_knights");
}

#[test]
fn p2730_magic_squares_cases() {
    exact_cases("p2730_magic_squares");
    checked_cases("p2730_magic_squares");
}

#[test]
fn p2578_nine_digits_cases() {
    exact_cases("p2578_nine_digits");
    checked_cases("p2578_nine_digits");
}

#[test]
fn kattis_rubiks_revenge_cases() {
    exact_cases("kattis_rubiks_revenge");
    checked_cases("kattis_rubiks_revenge");
}

#[test]
fn abc336_rotation_puzzle_cases() {
    exact_cases("abc336_rotation_puzzle");
    checked_cases("abc336_rotation_puzzle");
}

#[test]
fn abc361_go_stones_cases() {
    exact_cases("abc361_go_stones");
    checked_cases("abc361_go_stones");
}

#[test]
fn acwing_rotation_game_cases() {
    exact_cases("acwing_rotation_game");
    checked_cases("acwing_rotation_game");
}

#[test]
fn p4289_moving_toys_cases() {
    exact_cases("p4289_moving_toys");
    checked_cases("p4289_moving_toys");
}

#[test]
fn cses_swap_game_cases() {
    exact_cases("cses_swap_game");
    checked_cases("cses_swap_game");
}
