//! The `check` binary as online-judge-tools and testlib call it: files in, one line out, the
//! verdict in the exit code.

mod common;

use common::Scratch;

/// Runs `check` and returns (exit code, the one line it printed).
fn check(args: &[&str]) -> (i32, String) {
    let ran = common::run("check", args, []);
    let stdout = ran.out();
    assert_eq!(stdout.lines().count(), 1, "{args:?}: {stdout:?}");
    (ran.code.expect("exited"), stdout.trim_end().to_string())
}

#[test]
fn acwing_outputs_get_the_right_exit_codes() {
    let s = Scratch::new("acwing");
    let input = s.file("in", "2 3 4 1 5 x 7 6 8\n");
    let answer = s.file("ans", "ullddrurdllurrdlurd\n");
    let judge = |output: &str| {
        let out = s.file("out", output);
        check(&["acwing_astar", &input, &out, &answer])
    };
    assert_eq!(
        judge("ullddrurdllurdruldr\n"),
        (0, "ok: 19 moves, optimal".into())
    );
    assert_eq!(
        judge("ullllll\n"),
        (1, "wrong answer: move 4 'l' leaves the board".into())
    );
    assert_eq!(
        judge("ullddrurdllurdruldrlr\n"),
        (1, "wrong answer: 19 moves expected, got 21".into())
    );
    assert_eq!(
        judge("ullddrurdllurdruld\n"),
        (1, "wrong answer: ends at 1234567x8".into())
    );
    assert_eq!(judge("unsolvable\n").0, 1);
    assert_eq!(judge("garbage!\n").0, 2);
    assert_eq!(judge("").0, 1, "no moves: the grid is not solved");
}

#[test]
fn p1379_compares_exactly() {
    let s = Scratch::new("p1379");
    let input = s.file("in", "867205341\n");
    let right = s.file("right", "30\n");
    let flat = s.file("flat", "20\n");
    assert_eq!(check(&["p1379", &input, &right]), (0, "ok: 30".into()));
    assert_eq!(
        check(&["p1379_flat", &input, &flat, &right]),
        (1, "wrong answer: 30 expected, got 20".into())
    );
    assert_eq!(
        check(&["p1379_reverse", &input, &right, &flat]).0,
        3,
        "a wrong answer file is the checker's failure"
    );
}

/// A bad command line is one `error:` line on stderr and exit 3; a bad input is the
/// checker's failure (3), but a missing or unreadable output file is the contestant's
/// presentation error (2), as testlib has it.
#[test]
fn bad_arguments_and_files_get_the_blame_they_earn() {
    let s = Scratch::new("args");
    let input = s.file("in", "283104765\n");
    let out = s.file("out", "4\n");
    let bad_input = s.file("bad", "28310476\n");
    for args in [
        vec!["p9999", &input, &out],
        vec!["", &input, &out],
        vec!["p1379", &input],
    ] {
        let ran = common::run("check", &args, []);
        assert_eq!(ran.code, Some(3), "{args:?}");
        assert!(ran.out().is_empty(), "{args:?}: {}", ran.out());
        assert_eq!(ran.stderr.lines().count(), 1, "{args:?}: {}", ran.stderr);
        assert!(
            ran.stderr.starts_with("error: "),
            "{args:?}: {}",
            ran.stderr
        );
    }
    let dir = s.0.to_string_lossy().into_owned();
    for missing in ["/nonexistent/out", "", &dir] {
        let (code, line) = check(&["p1379", &input, missing]);
        assert_eq!(code, 2, "{missing:?}: {line}");
        assert!(
            line.starts_with("presentation error: cannot read output file"),
            "{line}"
        );
    }
    assert_eq!(check(&["p1379", &bad_input, &out]).0, 3);
    let (code, line) = check(&["p1379", "/dev/zero", &out]);
    assert_eq!(code, 3, "{line}");
    assert!(line.contains("longer than 1048576 bytes"), "{line}");
}

/// Numbers must be written as the judge's answer writes them: Luogu, AOJ, AcWing, AtCoder
/// and CSES compare the words as text, so `+4` and `04` for 4 are wrong answers there.
#[test]
fn numbers_are_compared_as_the_judges_compare_them() {
    let s = Scratch::new("numbers");
    let input = s.file("in", "283104765\n");
    let unsolvable = s.file("unsolvable", "213804765\n");
    let judge = |input: &str, output: &str| check(&["p1379", input, &s.file("out", output)]);
    for (output, code) in [
        ("4\n", 0),
        ("4", 0),
        ("  4  \n\n", 0),
        ("+4\n", 1),
        ("04\n", 1),
    ] {
        assert_eq!(judge(&input, output).0, code, "{output:?}");
    }
    for (output, code) in [("-1\n", 0), ("-01\n", 1), ("-0\n", 1), ("- 1\n", 2)] {
        assert_eq!(judge(&unsolvable, output).0, code, "{output:?}");
    }
    let (_, line) = judge(&input, "+4\n");
    assert!(line.contains("written differently"), "{line}");
}

/// (input, output, exit code, the line `check` prints or "" for any) for the yuzan sample
/// `input`, the `sorted` grid and a `bad` input file.
fn yuzan_cases<'a>(
    input: &'a str,
    sorted: &'a str,
    bad: &'a str,
) -> Vec<(&'a str, &'a str, i32, &'a str)> {
    // A legal sequence that sorts the grid, found by brute force, but two moves too long.
    let five = "Step #1: 1 2\nStep #2: 9 6\nStep #3: 2 1\nStep #4: 9 5\nStep #5: 6 3\n";
    vec![
        (
            input,
            "Step #1: 3 9\nStep #2: 5 6\nStep #3: 6 9\n\n",
            0,
            "ok: 3 moves, optimal",
        ),
        (input, "Step #1: 9 3\nStep #2: 6 5\nStep #3: 9 6\n", 0, ""), // either order
        (
            input,
            "Step #1: 1 9\n",
            1,
            "wrong answer: step 1: 1 and 9 are not adjacent",
        ),
        (
            input,
            "Step #1: 3 9\nStep #2: 9 5\n",
            1,
            "wrong answer: steps 1 and 2 are both orthogonal swaps",
        ),
        (input, five, 1, "wrong answer: 3 moves expected, got 5"),
        (
            input,
            "Step #1: 3 10\n",
            1,
            "wrong answer: step 1: 3 and 10 are not both on the grid",
        ),
        (input, "Step #1: 3 9\n", 1, ""), // does not end sorted
        (
            input,
            "No Need\n",
            1,
            "wrong answer: No Need printed, but the grid needs 3 moves",
        ),
        (input, "No Solution\n", 1, ""),
        (input, "Step 1: 3 9\n", 2, ""),
        (input, "Step #2: 3 9\n", 2, ""), // steps are numbered from 1
        (input, "Step #1: 3 3\n", 2, ""),
        (input, "", 2, ""),
        (sorted, "No Need\n", 0, "ok: No Need"),
        (sorted, "Step #1: 1 2\nStep #2: 1 5\n", 1, ""),
        (bad, "No Need\n", 3, ""),
    ]
}

#[test]
fn yuzan_outputs_get_the_right_exit_codes() {
    let s = Scratch::new("yuzan");
    let input = s.file("in", "1 2 9\n4 6 3\n7 8 5\n");
    let sorted = s.file("sorted", "1 2 3\n4 5 6\n7 8 9\n");
    let bad = s.file("bad", "1 2 3\n");
    for (i, (input, output, code, line)) in
        yuzan_cases(&input, &sorted, &bad).into_iter().enumerate()
    {
        let out = s.file(&format!("out{i}"), output);
        let (got_code, got_line) = check(&["yuzan_alternating", input, &out]);
        assert_eq!(got_code, code, "{output:?}: {got_line}");
        assert!(
            line.is_empty() || got_line == line,
            "{output:?}: {got_line}"
        );
    }
}

/// The judges' rule for a problem with one right answer (Luogu, AOJ, AcWing, AtCoder and
/// CSES compare the words, ignoring whitespace at line ends and the end of the file), and
/// `check`'s verdicts, agree on mutations of every exact-answer case's answer.
#[test]
fn check_agrees_with_the_judges_rule_on_mutated_answers() {
    let s = Scratch::new("mutated");
    for bin in [
        "p1379",
        "acwing_steps",
        "aoj_idastar",
        "cses_swap_game",
        "p2324_knights",
        "p2730_magic_squares",
        "p4289_moving_toys",
        "acwing_rotation_game",
        "abc361_go_stones",
        "abc336_rotation_puzzle",
        "kattis_rubiks_revenge",
    ] {
        for input in common::case_inputs(bin).iter().take(3) {
            let answer = std::fs::read_to_string(input.with_extension("out")).unwrap();
            let words: Vec<&str> = answer.split_whitespace().collect();
            let first = words[0];
            let mutations = [
                answer.replacen(first, &format!("+{first}"), 1),
                answer.replacen(first, &format!("0{first}"), 1),
                answer.replace('\n', "  \n") + "\n\n",
                format!("  {answer}"),
                answer.replacen(first, &format!("{first} 0"), 1),
            ];
            for output in mutations {
                let judges = output.split_whitespace().collect::<Vec<_>>() == words;
                let out = s.file("out", &output);
                let (code, line) = check(&[bin, input.to_str().unwrap(), &out]);
                assert_eq!(code == 0, judges, "{bin} {input:?} {output:?}: {line}");
            }
        }
    }
}
