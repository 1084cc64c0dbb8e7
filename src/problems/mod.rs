//! One module per problem, each owning everything specific to it: input parsing and
//! formatting, goal, oracle, the judge of an output, the cases `gen` prints and the facts
//! `count` prints. [`crate::registry`] lists them.

pub mod abc224;
pub mod abc336;
pub mod abc361;
pub mod acwing;
pub mod acwing_steps;
pub mod aoj;
pub mod aoj_seven;
pub mod cses;
pub mod leetcode;
pub mod p1379;
pub mod p2324;
pub mod p2578;
pub mod p2730;
pub mod p4289;
pub mod rotation;
pub mod rubiks;
pub mod yuzan;
