//! The 对拍 kit behind the judge bins: board model, Mersenne Twister, BFS oracle tables,
//! checkers and case generators.
//!
//! Judge bins (`src/bin/p1379*.rs`, `acwing_astar.rs`, `yuzan_alternating.rs`) never use this
//! crate: each of them is one self-contained file to paste into a judge. The kit is for the tool
//! bins (`gen`, `count`, `check`, `duipai`), the tests and the benches, and it is written
//! differently from the bins on purpose (hash maps of packed boards instead of Cantor-ranked
//! arrays, row/column arithmetic instead of neighbour tables) so that agreement means something.

pub mod board;
pub mod check;
pub mod fxhash;
pub mod generate;
pub mod measure;
pub mod mt19937;
pub mod oracle;
pub mod yuzan;
