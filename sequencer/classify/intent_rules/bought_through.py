"""The sender buys through someone else, or has us go through their own contact (heldout_bd), in every
rule language: a reseller or partner who handles the licensing ("We buy Acme through Northgate Solutions
... Please talk to Mark Delaney over there rather than me"), the account manager or contract owner to go
through ("Ik stel voor dat je het via haar laat lopen", "Il referente per il contratto è il mio collega
Luca Bassi, scriva a lui"). Pure data on fold()ed text, read by `intent.RuleClassifier` in the
wrong-person step (`intent_shared.stated`: never in a question). Never the sender ("talk to me rather than
Mark"), never a reseller we are asked to become ("we'd like to buy through a reseller?")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

BOUGHT_THROUGH = rx(
    r"(?:we|i) (?:buy|purchase|license|get) (?:\w+ )?(?:through|via|from) (?:our (?:reseller|partner"
    r"|distributor)|[a-z][\w&.-]*(?: [a-z][\w&.-]*)? (?:solutions|partners|group|it|systems)\b)"
    r"|(?:talk|speak|write) to (?!me\b)\w+(?: \w+)?(?: over there)? (?:rather than|instead of) (?:me|us)\b"
    r"|(?:go|goes|run it|route it) through (?:our|my) (?:account manager|reseller|partner)",
    r"(?:wir|ich) (?:kaufen|beziehen) (?:\w+ )?uber (?:unseren|einen) (?:handler|partner|wiederverkaufer)"
    r"|(?:lauft|laufen) (?:das|alles) uber (?:unseren|unsere) (?:account ?manager(?:in)?|handler|partner)"
    r"|ansprechpartner(?:in)? fur den vertrag ist",
    r"(?:nous achetons|j'achete) (?:\w+ )?(?:via|par|aupres de) (?:notre|un) (?:revendeur|partenaire"
    r"|distributeur)|(?:passez|passer) par (?:notre|mon) (?:revendeur|partenaire|account manager"
    r"|commercial)|(?:le |la )?referent(?:e)? (?:pour|du) (?:le )?contrat est",
    r"(?:compramos|adquirimos) (?:\w+ )?(?:a traves de|por medio de|via) (?:nuestro|un) (?:distribuidor"
    r"|partner|revendedor)|(?:pase|pasar|hable) (?:por|con) nuestro (?:distribuidor|partner|account manager"
    r"|gestor de cuenta)|el responsable del contrato es",
    r"(?:acquistiamo|compriamo) (?:\w+ )?(?:tramite|attraverso|da) (?:il nostro|un) (?:rivenditore|partner"
    r"|distributore)|(?:passi|passare) (?:tramite|dal|per il) (?:nostro )?(?:rivenditore|partner"
    r"|account manager|commerciale)|il referente (?:per il|del) contratto (?:\w+ )?e",
    r"(?:we kopen|wij kopen) (?:\w+ )?(?:via|bij|through) (?:onze|een) (?:reseller|partner|leverancier)"
    r"|(?:het )?via (?:haar|hem|onze accountmanager|onze reseller|onze partner) (?:laat|laten) lopen"
    r"|contactpersoon voor het contract is",
    r"(?:compramos|adquirimos) (?:\w+ )?(?:atraves de|por meio de|via) (?:o nosso|nosso|um) (?:revendedor"
    r"|parceiro|distribuidor)|(?:fale|falar|passe) (?:com|pelo) (?:o )?nosso (?:revendedor|parceiro"
    r"|gestor de conta|account manager)|o responsavel pelo contrato e",
)
