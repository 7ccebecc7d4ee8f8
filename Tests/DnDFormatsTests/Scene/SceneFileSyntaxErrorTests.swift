import DnDFormats
import Testing

/// Problems with the document itself: empty, truncated, not JSON, not a scene, another version.
@Suite struct SceneFileSyntaxErrorTests {
  @Test func anEmptyFileIsReportedAsSuch() {
    #expect(
      sceneError("") == "s.scene.json: error: empty file; expected a dndsim-scene JSON document")
    #expect(
      sceneError(" \n\t\r\n")
        == "s.scene.json: error: empty file; expected a dndsim-scene JSON document")
  }

  @Test func syntaxErrorsNameTheLineAndColumn() {
    // Truncated.
    #expect(
      sceneError("{\"format\": \"dndsim-scene\",\n  \"version\": 1,")
        == "s.scene.json:2:16: error: expected a string key after ',', found end of input")
    #expect(
      sceneError("{\"format\": \"dndsim-sc")
        == "s.scene.json:1:12: error: unterminated string: no closing '\"' before end of input")
    // Duplicate keys (json-c would keep the last silently).
    #expect(
      sceneError("{\"format\": \"dndsim-scene\",\n \"version\": 1,\n \"version\": 1}")
        == "s.scene.json:3:2: error: duplicate key \"version\"; first defined at line 2, column 2")
    // Trailing garbage.
    #expect(
      sceneError("{} {}")
        == "s.scene.json:1:4: error: expected end of input after the JSON document, found '{'")
  }

  @Test func nonFiniteAndOutOfRangeNumbersAreSyntaxErrors() {
    let frame = { (number: String) in
      sceneError(sceneText(views: #"{"name": "v", "frame": [0, 0, \#(number), 1]}"#))
    }
    #expect(
      frame("NaN")
        == "s.scene.json:1:216: error: NaN is not allowed in JSON; numbers must be finite")
    #expect(
      frame("Infinity")
        == "s.scene.json:1:216: error: Infinity is not allowed in JSON; numbers must be finite")
    #expect(
      frame("-Infinity")
        == "s.scene.json:1:216: error: -Infinity is not allowed in JSON; numbers must be finite")
    #expect(
      frame("1e400")
        == "s.scene.json:1:216: error: number out of range: 1e400 is too large for a 64-bit floating-point number"
    )
    #expect(
      frame("99999999999999999999")
        == "s.scene.json:1:216: error: number out of range: 99999999999999999999 does not fit in a 64-bit signed integer"
    )
  }

  @Test func theRootMustBeADndsimSceneVersion1Object() {
    #expect(sceneError("[]") == "s.scene.json: $: error: expected an object, found an array")
    #expect(sceneError("{}") == "s.scene.json: $: error: missing required key \"format\"")
    #expect(
      sceneError(#"{"format": "dndsim-trace", "version": 1}"#)
        == "s.scene.json: $.format: error: expected \"dndsim-scene\", found \"dndsim-trace\"")
    #expect(
      sceneError(#"{"format": "dndsim-scene"}"#)
        == "s.scene.json: $: error: missing required key \"version\"")
    #expect(
      sceneError(#"{"format": "dndsim-scene", "version": 2, "future": true}"#)
        == "s.scene.json: $.version: error: unknown version 2; this build reads version 1")
    #expect(
      sceneError(#"{"format": "dndsim-scene", "version": "1"}"#)
        == "s.scene.json: $.version: error: expected an integer, found a string \"1\"")
    #expect(
      sceneError(#"{"format": "dndsim-scene", "version": 1.0}"#)
        == "s.scene.json: $.version: error: expected an integer, found a number 1.0")
    #expect(
      sceneError(#"{"format": "dndsim-scene", "version": 1, "name": "s"}"#)
        == "s.scene.json: $: error: missing required key \"apps\"")
    #expect(
      sceneError(#"{"format": "dndsim-scene", "version": 1, "name": "s", "apps": []}"#)
        == "s.scene.json: $: error: missing required key \"windows\"")
    #expect(
      sceneError(
        #"{"format": "dndsim-scene", "version": 1, "name": "s", "apps": [], "windows": [], "view": []}"#
      )
        == "s.scene.json: $.view: error: unknown key \"view\"; expected one of \"format\", \"version\", \"name\", \"types\", \"apps\", \"items\", \"windows\""
    )
  }
}
