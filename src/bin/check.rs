//! `check <problem> <input> <output> [<answer>]`: judges one output, testlib style.
//!
//! Arguments in testlib's and online-judge-tools' order, so that
//! `oj t -d cases/acwing_astar --judge-command 'target/release/check acwing_astar' -c …` works.
//! Prints one line saying why; exits 0 accepted, 1 wrong answer, 2 presentation error,
//! 3 checker failure (bad arguments, an unreadable file, a bad input or answer file).

use eight_puzzle::check::{Checker, Problem, Verdict};
use std::process::exit;

const USAGE: &str = "usage: check <problem> <input> <output> [<answer>]  \
(problem: p1379, p1379_flat, p1379_reverse, acwing_astar, yuzan_alternating)";

fn read(path: &str, what: &str) -> Result<String, Verdict> {
    std::fs::read_to_string(path)
        .map_err(|e| Verdict::Fail(format!("cannot read {what} file {path}: {e}")))
}

fn run(args: &[String]) -> Verdict {
    if !(3..=4).contains(&args.len()) {
        return Verdict::Fail(USAGE.into());
    }
    let problem: Problem = match args[0].parse() {
        Ok(problem) => problem,
        Err(why) => return Verdict::Fail(why),
    };
    let files = (|| {
        let input = read(&args[1], "input")?;
        let output = read(&args[2], "output")?;
        let answer = args.get(3).map(|path| read(path, "answer")).transpose()?;
        Ok((input, output, answer))
    })();
    match files {
        Ok((input, output, answer)) => {
            Checker::new().check(problem, &input, &output, answer.as_deref())
        }
        Err(verdict) => verdict,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let verdict = run(&args);
    println!("{verdict}");
    exit(verdict.exit_code());
}
