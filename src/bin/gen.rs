//! `gen [--problem P] <seed> [k] [mode]`: one test case on stdout.
//!
//! For P1379 (the default) it prints what the reference generator prints for the same
//! arguments, byte for byte: mode 0 walks k random moves back from the goal, mode 1 draws from
//! the boards at true distance >= k (k defaults to 30, mode to 0). Mode 2 draws any
//! permutation. `--problem acwing_astar` and `--problem yuzan_alternating` print a case in
//! that problem's format, for its goal and its distance. Bad arguments: one line on stderr,
//! exit 2.

use eight_puzzle::check::{Checker, Problem};
use eight_puzzle::generate::{case, Mode};

const USAGE: &str = "usage: gen [--problem p1379|acwing_astar|yuzan_alternating] <seed> [k] [mode]";

/// The parsed command line.
struct Args {
    problem: Problem,
    seed: u32,
    k: u32,
    mode: Mode,
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut problem = Problem::P1379;
    let mut positional = Vec::new();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--problem" => {
                let name = rest.next().ok_or("--problem needs a value")?;
                problem = name.parse()?;
            }
            flag if flag.starts_with("--") => return Err(format!("unknown flag {flag}")),
            _ => positional.push(arg.as_str()),
        }
    }
    let number = |what: &str, text: &str| -> Result<i64, String> {
        text.parse::<i64>()
            .map_err(|_| format!("{what} '{text}' is not a number"))
    };
    let (seed, k, mode) = match positional.as_slice() {
        [] => return Err("missing <seed>".into()),
        [seed] => (*seed, "30", "0"),
        [seed, k] => (*seed, *k, "0"),
        [seed, k, mode] => (*seed, *k, *mode),
        _ => return Err("too many arguments".into()),
    };
    let seed = u32::try_from(number("seed", seed)?)
        .map_err(|_| format!("seed {seed} is outside 0..=4294967295"))?;
    // The reference treats a negative k as 0; so does this.
    let k = number("k", k)?.clamp(0, i64::from(u32::MAX)) as u32;
    let mode = Mode::from_number(number("mode", mode)?)?;
    Ok(Args {
        problem,
        seed,
        k,
        mode,
    })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return;
    }
    let result =
        parse_args(&args).and_then(|a| case(a.problem, a.seed, a.k, a.mode, &Checker::new()));
    match result {
        Ok(text) => print!("{text}"),
        Err(why) => {
            eprintln!("error: {why} ({USAGE})");
            std::process::exit(2);
        }
    }
}
