//! The `check` binary as online-judge-tools and testlib call it: files in, one line out, the
//! verdict in the exit code.

use crate::common;
use common::Scratch;
use eight_puzzle::problem::Answers;
use eight_puzzle::registry;

/// Runs `check` and returns (exit code, the one line it printed).
pub fn check(args: &[&str]) -> (i32, String) {
    let ran = common::run("check", args, []);
    let stdout = ran.out();
    assert_eq!(stdout.lines().count(), 1, "{args:?}: {stdout:?}");
    (ran.code.expect("exited"), stdout.trim_end().to_string())
}

/// A bad command line is one `error:` line on stderr and exit 3; a bad input is the
/// checker's failure (3), but a missing or unreadable output file is the contestant's
/// presentation error (2), as testlib has it.
#[test]
fn bad_arguments_and_files_get_the_blame_they_earn() {
    let seed = common::seed();
    let s = Scratch::new("args");
    let input = s.file("in", "283104765\n");
    let out = s.file("out", "4\n");
    let bad_input = s.file("bad", "28310476\n");
    for args in [
        vec!["p9999", &input, &out],
        vec!["", &input, &out],
        vec![seed, &input],
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
        let (code, line) = check(&[seed, &input, missing]);
        assert_eq!(code, 2, "{missing:?}: {line}");
        assert!(
            line.starts_with("presentation error: cannot read output file"),
            "{line}"
        );
    }
    assert_eq!(check(&[seed, &bad_input, &out]).0, 3);
    let (code, line) = check(&[seed, "/dev/zero", &out]);
    assert_eq!(code, 3, "{line}");
    assert!(line.contains("longer than 4194304 bytes"), "{line}");
}

/// Numbers must be written as the judge's answer writes them: Luogu, AOJ, AcWing, AtCoder
/// and CSES compare the words as text, so `+4` and `04` for 4 are wrong answers there.
#[test]
fn numbers_are_compared_as_the_judges_compare_them() {
    let seed = common::seed();
    let s = Scratch::new("numbers");
    let input = s.file("in", "283104765\n");
    let unsolvable = s.file("unsolvable", "213804765\n");
    let judge = |input: &str, output: &str| check(&[seed, input, &s.file("out", output)]);
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

/// The judges' rule for a problem with one right answer (Luogu, AOJ, AcWing, AtCoder and
/// CSES compare the words, ignoring whitespace at line ends and the end of the file), and
/// `check`'s verdicts, agree on mutations of every exact-answer case's answer.
#[test]
fn check_agrees_with_the_judges_rule_on_mutated_answers() {
    let tables = common::tables();
    let one_answer = registry::bins().filter(|(_, bin)| bin.answers == Answers::One);
    for (problem, bin) in one_answer.map(|(problem, bin)| (problem, bin.name)) {
        // The two smallest cases, judged in-process as `check` judges them (the other
        // tests here hold the process to that): the rule is the same on any case.
        for path in common::cases_by_size(bin).iter().take(2) {
            let input = std::fs::read_to_string(path).unwrap();
            let answer = std::fs::read_to_string(path.with_extension("out")).unwrap();
            let words: Vec<&str> = answer.split_whitespace().collect();
            // An empty answer (no queries) has no word to mutate.
            let Some(&first) = words.first() else {
                continue;
            };
            let mutations = [
                answer.replacen(first, &format!("+{first}"), 1),
                answer.replacen(first, &format!("0{first}"), 1),
                answer.replace('\n', "  \n") + "\n\n",
                format!("  {answer}"),
                answer.replacen(first, &format!("{first} 0"), 1),
            ];
            for output in mutations {
                let judges = output.split_whitespace().collect::<Vec<_>>() == words;
                let verdict = problem.check(tables, &input, &output, None);
                assert_eq!(
                    verdict.is_accepted(),
                    judges,
                    "{bin} {path:?} {output:?}: {verdict}"
                );
            }
        }
    }
}

/// testlib's rule in every checker (fuzzing finding 2): where an answer's first word is a
/// number, a well-formed number in its place that is wrong or out of range is a wrong answer
/// (1), and a word that is not a number a presentation error (2).
#[test]
fn a_wrong_number_is_a_wrong_answer_and_a_word_a_presentation_error() {
    let tables = common::tables();
    let mut tried = 0;
    for problem in registry::PROBLEMS {
        let bin = problem.spec().bins[0].name;
        let inputs = common::cases_by_size(bin);
        let input = std::fs::read_to_string(&inputs[0]).unwrap();
        let answer = std::fs::read_to_string(inputs[0].with_extension("out")).unwrap();
        let Some(first) = answer.split_whitespace().next() else {
            continue;
        };
        if first.parse::<i64>().is_err() {
            continue;
        }
        for (word, code) in [("987654321", 1), ("7x", 2)] {
            let output = answer.replacen(first, word, 1);
            let verdict = problem.check(tables, &input, &output, None);
            assert_eq!(verdict.exit_code(), code, "{bin}: {output:?}: {verdict}");
        }
        tried += 1;
    }
    assert!(tried >= 15, "{tried} problems answer with a number first");
}
