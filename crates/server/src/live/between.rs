//! What two players do besides moving: draw offers, takeback requests,
//! aborting, claiming a game the opponent left, a rematch, and chat.

use super::actor::Actor;
use super::{Access, ActionError, Answer, Ended, Event, Room};
use crate::storage::{now, GameRecord, Mode, Online, Seat};
use crate::tokens;
use palace_rules::Color;
use serde::Serialize;
use tokio::time::Instant;
use utoipa::ToSchema;

/// The offers as the state shows them (side names).
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
pub struct OffersView {
    pub draw: Option<&'static str>,
    pub takeback: Option<&'static str>,
    /// The sides that asked for a rematch.
    pub rematch: Vec<&'static str>,
    /// The new game's id once both did.
    pub rematch_game: Option<String>,
}

/// A chat line as the socket sends it (`"type": "chat"`; an enum so that
/// the schema carries the tag).
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum ChatMessage<'a> {
    Chat {
        /// `players` or `spectators`.
        room: &'static str,
        from: &'a str,
        text: &'a str,
    },
}

/// Offers waiting for the opponent's answer: who made each.
#[derive(Clone, Debug, Default)]
pub(super) struct Offers {
    pub(super) draw: Option<Color>,
    pub(super) takeback: Option<Color>,
    /// Who asked for a rematch; the new game's id once both did.
    pub(super) rematch: [bool; 2],
    pub(super) rematch_game: Option<String>,
}

impl Actor {
    fn two_players(&self) -> bool {
        matches!(self.record.mode, Mode::Friend | Mode::Online)
    }

    /// The one side a token holds in a game between two players.
    fn player(&self, access: Access) -> Result<Color, ActionError> {
        if !self.two_players() {
            return Err(ActionError::TwoPlayersOnly);
        }
        Color::ALL
            .into_iter()
            .find(|&c| access.holds(c))
            .ok_or(ActionError::Spectator)
    }

    /// The offers as the state shows them.
    pub(super) fn offers_view(&self) -> OffersView {
        let side = |c: Option<Color>| c.map(|c| self.side(c));
        let rematch = Color::ALL
            .into_iter()
            .filter(|c| self.offers.rematch[c.index()])
            .map(|c| self.side(c))
            .collect();
        OffersView {
            draw: side(self.offers.draw),
            takeback: side(self.offers.takeback),
            rematch,
            rematch_game: self.offers.rematch_game.clone(),
        }
    }

    /// Milliseconds until `c`'s opponent may claim, while `c` is away
    /// (0: claimable now); `None` while `c` is connected.
    pub(super) fn claim_in_ms(&self, c: Color) -> Option<u64> {
        if !self.two_players() || !matches!(self.record.seats[c.index()], Seat::Human { .. }) {
            return None;
        }
        let since = self.away_since[c.index()]?;
        let due = since + self.limits.abandon_grace;
        Some(u64::try_from(due.saturating_duration_since(Instant::now()).as_millis()).unwrap_or(u64::MAX))
    }

    pub(super) fn draw(&mut self, access: Access, answer: Answer) -> Result<(), ActionError> {
        let me = self.player(access)?;
        if !self.game.rules().draw_agreement {
            return Err(ActionError::NoDraws);
        }
        match answer {
            Answer::Offer => self.offers.draw = Some(me),
            Answer::Decline if self.offers.draw == Some(!me) => self.offers.draw = None,
            Answer::Accept if self.offers.draw == Some(!me) => {
                self.game.agree_draw().map_err(|_| ActionError::NoDraws)?;
                self.offers.draw = None;
            }
            Answer::Accept | Answer::Decline => return Err(ActionError::NoOffer),
        }
        Ok(())
    }

    pub(super) async fn takeback(&mut self, access: Access, answer: Answer) -> Result<(), ActionError> {
        let me = self.player(access)?;
        if self.record.online.rated {
            return Err(ActionError::UndoNotAllowed);
        }
        match answer {
            Answer::Offer => {
                let positions = self.game.positions();
                let mine = (0..self.game.moves().len()).any(|i| positions[i].turn() == me);
                if !mine {
                    return Err(ActionError::NothingToUndo);
                }
                self.offers.takeback = Some(me);
            }
            Answer::Decline if self.offers.takeback == Some(!me) => self.offers.takeback = None,
            Answer::Accept if self.offers.takeback == Some(!me) => {
                // Back to before the asker's last move.
                let asker = Access {
                    seats: [!me == Color::First, !me == Color::Second],
                };
                self.takeback_for(asker).await?;
                self.offers.takeback = None;
            }
            Answer::Accept | Answer::Decline => return Err(ActionError::NoOffer),
        }
        Ok(())
    }

    pub(super) async fn abort(&mut self, access: Access) -> Result<(), ActionError> {
        self.player(access)?;
        if self.game.moves().len() >= 2 {
            return Err(ActionError::TooLateToAbort);
        }
        self.end_by(Ended::new("*", "aborted")).await
    }

    pub(super) async fn claim(&mut self, access: Access, win: bool) -> Result<(), ActionError> {
        let me = self.player(access)?;
        match self.claim_in_ms(!me) {
            Some(0) => {}
            left => return Err(ActionError::OpponentPresent(left)),
        }
        let end = if win {
            Ended::win(me, "abandonment")
        } else {
            Ended::new("1/2-1/2", "abandonment")
        };
        self.end_by(end).await
    }

    /// A rematch: once both players asked, a new game with the colours
    /// swapped: each player's seat token holds the other side there.
    pub(super) async fn rematch(&mut self, access: Access) -> Result<(), ActionError> {
        let me = self.player(access)?;
        if self.ended().is_none() {
            return Err(ActionError::NotOver);
        }
        if self.offers.rematch_game.is_some() {
            return Ok(());
        }
        self.offers.rematch[me.index()] = true;
        if self.offers.rematch != [true, true] {
            return Ok(());
        }
        let rules = self.game.rules();
        let game = super::start_game(rules, [None, None])
            .map_err(|e| ActionError::Storage(crate::storage::StorageError::Corrupt(e.to_string())))?;
        let swap = |[a, b]: [Option<i64>; 2]| [b, a];
        let o = &self.record.online;
        let record = GameRecord {
            id: tokens::new_game_id(),
            rules: self.record.rules.clone(),
            start_fen: game.start_position().fen(),
            arrangements: [None, None],
            mode: self.record.mode,
            level: None,
            seats: [self.record.seats[1].clone(), self.record.seats[0].clone()],
            invite_digest: None,
            moves: Vec::new(),
            resigned: None,
            created_at: now(),
            online: Online {
                players: swap(o.players),
                names: [o.names[1].clone(), o.names[0].clone()],
                rated: o.rated,
                clock: o.clock,
                ..Online::default()
            },
        };
        let stored = record.clone();
        super::store(&self.storage, move |s| s.create(&stored)).await?;
        tracing::info!(game = %self.record.id, rematch = %record.id, "rematch");
        self.offers.rematch_game = Some(record.id);
        Ok(())
    }

    /// Posts a chat message: players write in the players' chat, spectators
    /// in theirs (hidden from the players until the game ends). Sent as
    /// text; clients show it as text, never as HTML.
    pub(super) fn chat(
        &mut self,
        access: Access,
        author: Option<String>,
        room: Room,
        text: &str,
    ) -> Result<(), ActionError> {
        let seat = Color::ALL.into_iter().find(|&c| access.holds(c));
        let from = match (room, seat) {
            (Room::Players, Some(c)) => {
                if !self.two_players() {
                    return Err(ActionError::TwoPlayersOnly);
                }
                self.record.online.names[c.index()]
                    .clone()
                    .unwrap_or_else(|| self.side(c).to_owned())
            }
            (Room::Spectators, None) => author.unwrap_or_else(|| "guest".to_owned()),
            (Room::Players, None) => {
                return Err(ActionError::BadChat(
                    "spectators write in the spectators' chat".into(),
                ))
            }
            (Room::Spectators, Some(_)) => {
                return Err(ActionError::BadChat("players write in the players' chat".into()))
            }
        };
        let playing = self.ended().is_none();
        let msg = ChatMessage::Chat {
            room: match room {
                Room::Players => "players",
                Room::Spectators => "spectators",
            },
            from: &from,
            text,
        };
        let _ = self.events.send(Event {
            text: serde_json::to_string(&msg)
                .expect("a chat line serializes")
                .into(),
            spectators_only: room == Room::Spectators && playing,
        });
        Ok(())
    }
}

impl Actor {
    /// Takes the game back to before `asker`'s last move (its opponent's
    /// reply too, if made).
    async fn takeback_for(&mut self, asker: Access) -> Result<(), ActionError> {
        let n = self.game.moves().len();
        let positions = self.game.positions();
        let Some(i) = (0..n).rev().find(|&i| asker.holds(positions[i].turn())) else {
            return Err(ActionError::NothingToUndo);
        };
        let id = self.record.id.clone();
        super::store(&self.storage, move |s| s.truncate_moves(&id, i)).await?;
        for _ in i..n {
            self.game.undo();
        }
        self.history.truncate(i);
        self.record.moves.truncate(i);
        Ok(())
    }
}
