//! `check <problem> <input> <output> [<answer>]`: judges one output, testlib style.
//!
//! Arguments in testlib's and online-judge-tools' order, so that
//! `oj t -d cases/acwing_astar --judge-command 'target/release/check acwing_astar' -c …` works.
//! Prints one line saying why; exits 0 accepted, 1 wrong answer, 2 presentation error,
//! 3 checker failure (bad arguments, an unreadable file, a bad input or answer file).

use eight_puzzle::check::Verdict;
use eight_puzzle::cli::Tool;
use eight_puzzle::registry;
use eight_puzzle::tables::Tables;

const TOOL: Tool = Tool {
    name: "check",
    usage: "check <problem> <input> <output> [<answer>]",
    about: "Judges a contestant's output file for an input file, with the kit's own oracle.
Exit codes as testlib's: 0 accepted, 1 wrong answer, 2 presentation error, 3 checker failure.
problem: a judge bin's name.",
    flags: &[],
    error_exit: 3,
};

fn read(path: &str, what: &str) -> Result<String, Verdict> {
    std::fs::read_to_string(path)
        .map_err(|e| Verdict::Fail(format!("cannot read {what} file {path}: {e}")))
}

fn judge(problem: &str, paths: &[String]) -> Verdict {
    let problem = match registry::find(problem) {
        Ok(problem) => problem,
        Err(why) => return Verdict::Fail(why),
    };
    let files = (|| {
        let input = read(&paths[0], "input")?;
        let output = read(&paths[1], "output")?;
        let answer = paths.get(2).map(|path| read(path, "answer")).transpose()?;
        Ok((input, output, answer))
    })();
    match files {
        Ok((input, output, answer)) => {
            problem.check(&Tables::new(), &input, &output, answer.as_deref())
        }
        Err(verdict) => verdict,
    }
}

fn main() {
    let args = TOOL.args();
    let verdict = match args.positional.as_slice() {
        [problem, paths @ ..] if (2..=3).contains(&paths.len()) => judge(problem, paths),
        _ => Verdict::Fail(format!("usage: {}", TOOL.usage)),
    };
    TOOL.exit_with(&format!("{verdict}\n"), verdict.exit_code());
}
