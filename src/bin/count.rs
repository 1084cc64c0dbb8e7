//! `count [--problem P] [csv]`: the measured facts of a problem's state graph.
//!
//! For P1379 (the default), `count csv` prints the reference `count csv` byte for byte and
//! `count` the same measurements for people. `--problem acwing_astar` and `--problem
//! yuzan_alternating` print the same kind of table for those problems.

use eight_puzzle::check::{Checker, Problem};
use eight_puzzle::measure;

const USAGE: &str = "usage: count [--problem p1379|acwing_astar|yuzan_alternating] [csv]";

fn main() {
    let mut problem = Problem::P1379;
    let mut csv = false;
    let mut args = std::env::args().skip(1);
    let fail = |why: String| -> ! {
        eprintln!("error: {why} ({USAGE})");
        std::process::exit(2);
    };
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "csv" => csv = true,
            "--problem" => {
                let name = args
                    .next()
                    .unwrap_or_else(|| fail("--problem needs a value".into()));
                problem = name.parse().unwrap_or_else(|why| fail(why));
            }
            "--help" | "-h" => {
                println!("{USAGE}");
                return;
            }
            other => fail(format!("unknown argument '{other}'")),
        }
    }
    let tables = Checker::new();
    let text = match (problem, csv) {
        (Problem::P1379, true) => measure::p1379(&tables).csv(),
        (Problem::P1379, false) => measure::p1379(&tables).report(),
        (Problem::AcwingAstar, true) => measure::acwing(&tables).csv(),
        (Problem::AcwingAstar, false) => measure::acwing(&tables)
            .report("AcWing 179 (goal 1 2 3 / 4 5 6 / 7 8 x), breadth-first search from the goal:"),
        (Problem::YuzanAlternating, true) => measure::yuzan(&tables).csv(),
        (Problem::YuzanAlternating, false) => measure::yuzan(&tables).report(),
    };
    print!("{text}");
}
